import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import type { GateItemView, GateState, GateView, MissingCondition, ScoreParts } from '../../../../types/training';
import { forUpdate, inTransaction } from '../../database/transaction';
import { PracticeTaskEntity } from '../course/entities/practice-task.entity';
import { UserEntity } from '../user/entities/user.entity';
import { CampFactsService } from './camp-facts.service';
import { CertificateEntity } from './entities/certificate.entity';
import type { CohortEntity } from './entities/cohort.entity';
import type { EnrollmentEntity } from './entities/enrollment.entity';
import { GateScoreEntity } from './entities/gate-score.entity';
import { dependsOn, evaluate, gateScore, levels, ruleText, scoreParts, type CampDefs, type GateDef, type LearnerFacts } from './gate-rules';

export interface GateOutcome {
  def: GateDef;
  level: number;
  state: GateState;
  score: number;
  parts: ScoreParts;
  missing: MissingCondition[];
}

export interface Computed {
  defs: CampDefs;
  facts: LearnerFacts;
  gates: GateOutcome[];
  /** when the facts were read */
  factsAt: Date;
}

/**
 * One learner's gate states and scores: computed from the facts (in dependency order, so
 * "previous gate passed" sees this run's result), stored as the learner's score rows (a newer
 * computation always wins), and a certificate issued once every gate is passed.
 */
@Injectable()
export class CampProgressService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly facts: CampFactsService,
  ) {}

  outcomes(defs: CampDefs, facts: LearnerFacts, path: string): GateOutcome[] {
    const { order, level } = levels(defs.gates);
    const passed = new Set<string>();
    const out = new Map<string, GateOutcome>();
    for (const def of order) {
      const open = evaluate(def.condition, { defs, facts, passed, gate: def, path });
      const parts = scoreParts(def, defs, facts);
      const score = gateScore(def, parts);
      const active = Object.values(parts).some((v) => v !== null && v > 0);
      const state: GateState = !open.ok ? 'locked' : score >= def.passScore ? 'passed' : active ? 'in_progress' : 'available';
      if (state === 'passed') passed.add(def.id);
      out.set(def.id, { def, level: level.get(def.id) ?? 0, state, score, parts, missing: open.missing });
    }
    // display order: the console's order, not the dependency order
    return defs.gates.map((g) => out.get(g.id)!);
  }

  async compute(enrollment: Pick<EnrollmentEntity, 'uid' | 'courseId' | 'cohortId'>, cohort: CohortEntity, defs?: CampDefs): Promise<Computed> {
    const factsAt = new Date();
    const d = defs ?? (await this.facts.defs(enrollment.courseId, enrollment.cohortId));
    const f = await this.facts.facts(enrollment.uid, d, cohort.startAt, factsAt);
    return { defs: d, facts: f, gates: this.outcomes(d, f, `/training/${enrollment.courseId}/${enrollment.cohortId}`), factsAt };
  }

  /** Stores the computed rows unless a newer computation already did; issues the certificate when all passed. */
  async persist(uid: string, c: Computed): Promise<void> {
    await inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(GateScoreEntity);
      const ids = c.gates.map((g) => g.def.id);
      const existing = ids.length ? await repo.find({ where: { uid, gateId: In(ids) }, ...forUpdate(em) }) : [];
      const by = new Map(existing.map((e) => [e.gateId, e]));
      const rows: GateScoreEntity[] = [];
      for (const g of c.gates) {
        const prev = by.get(g.def.id);
        if (prev && prev.factsAt.getTime() > c.factsAt.getTime()) continue;
        rows.push(
          repo.create({
            uid,
            gateId: g.def.id,
            courseId: c.defs.courseId,
            cohortId: c.defs.cohortId,
            score: g.score,
            state: g.state,
            parts: JSON.stringify(g.parts),
            passedAt: g.state === 'passed' ? (prev?.passedAt ?? c.factsAt) : null,
            factsAt: c.factsAt,
          }),
        );
      }
      if (rows.length) await repo.save(rows);
    });
    if (c.gates.length && c.gates.every((g) => g.state === 'passed')) await this.issueCertificate(uid, c.defs);
  }

  private async issueCertificate(uid: string, defs: CampDefs): Promise<void> {
    const repo = this.ds.getRepository(CertificateEntity);
    if (await repo.existsBy({ uid, courseId: defs.courseId })) return;
    const [user, course, cohort] = await Promise.all([
      this.ds.getRepository(UserEntity).findOneBy({ uid }),
      this.facts.camp(defs.courseId),
      this.facts.cohort(defs.courseId, defs.cohortId),
    ]);
    const printed = JSON.stringify({ name: user?.nickName ?? uid, camp: course.title, cohort: cohort.name });
    try {
      await repo.insert({ uid, courseId: defs.courseId, cohortId: defs.cohortId, code: randomBytes(6).toString('hex').toUpperCase(), printed, issuedAt: new Date() });
    } catch {
      /* issued by a concurrent computation (unique uid + course) */
    }
  }

  /** The path page's gate views, with each gate's content and how far the learner got in it. */
  async views(c: Computed): Promise<GateView[]> {
    const taskIds = [...new Set(c.defs.gates.flatMap((g) => g.taskIds))];
    const tasks = taskIds.length ? await this.ds.getRepository(PracticeTaskEntity).find({ where: { id: In(taskIds) }, select: { id: true, title: true, courseId: true } }) : [];
    const taskTitle = new Map(tasks.map((t) => [t.id, t.title]));
    return c.gates.map((g) => ({
      gate_id: g.def.id,
      title: g.def.title,
      summary: g.def.summary ?? '',
      order_value: g.def.orderValue ?? 0,
      level: g.level,
      depends_on: dependsOn(g.def),
      state: g.state,
      score: g.score,
      pass_score: g.def.passScore,
      parts: g.parts,
      missing: g.state === 'locked' ? g.missing : [],
      rule_text: ruleText(g.def.condition, c.defs),
      items: this.items(g.def, c, taskTitle),
    }));
  }

  private items(def: GateDef, c: Computed, taskTitle: Map<string, string>): GateItemView[] {
    const f = c.facts;
    const lessons = def.lessonIds.flatMap((id): GateItemView[] => {
      const l = c.defs.lessons.get(id);
      if (!l) return [];
      const r = f.lessonRatio.get(id) ?? 0;
      return [{ kind: 'lesson', id, title: l.title, done: r >= 0.9, link: `/lesson/${id}`, note: l.kind === 'video' ? `已看 ${Math.round(r * 100)}%` : r >= 1 ? '已读' : '未读' }];
    });
    const problems = def.problemIds.map((id): GateItemView => ({ kind: 'problem', id, title: c.defs.problemTitles.get(id) ?? `题目 ${id}`, done: f.accepted.has(id), link: `/oj/problem/${id}`, note: f.accepted.has(id) ? '已通过' : '未通过' }));
    const tasks = def.taskIds.map((id): GateItemView => ({ kind: 'task', id, title: taskTitle.get(id) ?? `任务 ${id}`, done: f.tasksPassed.has(id), link: `/practice/${c.defs.courseId}/task`, note: f.tasksPassed.has(id) ? '已通过批改' : '待完成' }));
    const exam: GateItemView[] = def.examId
      ? [{ kind: 'exam', id: def.examId, title: c.defs.examTitles.get(def.examId) ?? `考试 ${def.examId}`, done: f.examBest.has(def.examId), link: `/exam/${def.examId}`, note: f.examBest.has(def.examId) ? `最好成绩 ${f.examBest.get(def.examId)!.score}` : '未参加' }]
      : [];
    return [...lessons, ...problems, ...tasks, ...exam];
  }
}
