import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { FieldError } from '../../../../types/api';
import type { AdminGateView, GateOptions, GatePreviewRow, GateSaveRequest, GateWeights } from '../../../../types/training';
import { TRAINING_LIMITS, TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import { inTransaction } from '../../database/transaction';
import { PracticeTaskEntity } from '../course/entities/practice-task.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { UserEntity } from '../user/entities/user.entity';
import { CampFactsService } from './camp-facts.service';
import { CampProgressService } from './camp-progress.service';
import { CohortEntity } from './entities/cohort.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { GateScoreEntity } from './entities/gate-score.entity';
import { GateEntity } from './entities/gate.entity';
import { dependsOn, graphErrors, leavesOf, normalizeCondition, ruleText, type GateDef } from './gate-rules';

const ID = /^\d{1,19}$/;

/** The console's gate editor: content, conditions (validated as a whole graph), weights, pass score, preview. */
@Injectable()
export class GateAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly facts: CampFactsService,
    private readonly progress: CampProgressService,
  ) {}

  async list(courseId: string): Promise<AdminGateView[]> {
    await this.facts.camp(courseId);
    const rows = await this.facts.gateRows(courseId);
    const defs = await this.facts.defs(courseId, '0', rows);
    return rows.map((g) => this.view(g, defs));
  }

  async detail(gateId: string): Promise<AdminGateView> {
    const g = await this.gate(gateId);
    const defs = await this.facts.defs(g.courseId, '0');
    return this.view(g, defs);
  }

  private view(g: GateEntity, defs: Awaited<ReturnType<CampFactsService['defs']>>): AdminGateView {
    const d = CampFactsService.toDef(g);
    return { gate_id: g.id, course_id: g.courseId, title: g.title, summary: g.summary ?? '', order_value: g.orderValue, pass_score: g.passScore, weights: d.weights, condition: d.condition, lesson_ids: d.lessonIds, problem_ids: d.problemIds, task_ids: d.taskIds, exam_id: g.examId, rule_text: ruleText(d.condition, defs) };
  }

  async gate(gateId: string): Promise<GateEntity> {
    const g = ID.test(gateId ?? '') ? await this.ds.getRepository(GateEntity).findOneBy({ id: gateId }) : null;
    if (!g) throw AppException.notFound(TRAINING_MESSAGES.gateMissing);
    return g;
  }

  async options(courseId: string): Promise<GateOptions> {
    await this.facts.camp(courseId);
    const [gates, lessons, problems, tasks, exams] = await Promise.all([
      this.facts.gateRows(courseId),
      this.facts.defs(courseId, '0').then((d) => [...d.lessons.values()]),
      this.ds.getRepository(ProblemEntity).find({ select: { id: true, title: true }, order: { id: 'ASC' }, take: 500 }),
      this.ds.getRepository(PracticeTaskEntity).find({ where: { courseId }, select: { id: true, title: true } }),
      this.facts.exams ? this.facts.exams.choices() : Promise.resolve([]),
    ]);
    return {
      gates: gates.map((g) => ({ id: g.id, title: g.title })),
      lessons: lessons.map((l) => ({ id: l.id, title: l.title, kind: l.kind })),
      problems: problems.map((p) => ({ id: p.id, title: p.title })),
      tasks: tasks.map((t) => ({ id: t.id, title: t.title })),
      exams,
    };
  }

  /** Validates a draft against the camp (content exists, references exist, graph acyclic) and returns it as a definition. */
  private async draft(dto: GateSaveRequest, existing: GateEntity | null): Promise<{ def: GateDef; rows: GateEntity[] }> {
    const courseId = existing?.courseId ?? dto.course_id;
    await this.facts.camp(courseId);
    const errors: FieldError[] = [];
    const { condition, errors: shape } = normalizeCondition(dto.condition);
    shape.forEach((m) => errors.push({ field: 'condition', message: m }));
    const weights = this.weights(dto.weights, errors);
    if (!Number.isInteger(Number(dto.pass_score)) || Number(dto.pass_score) < 0 || Number(dto.pass_score) > 100) errors.push({ field: 'pass_score', message: TRAINING_MESSAGES.passScoreInvalid });
    const ids = (v: unknown, field: string) => {
      const list = Array.isArray(v) ? [...new Set(v.map(String))] : [];
      if (!list.every((x) => ID.test(x))) errors.push({ field, message: '编号格式有误' });
      if (list.length > TRAINING_LIMITS.gateItems) errors.push({ field, message: `最多 ${TRAINING_LIMITS.gateItems} 项` });
      return list.filter((x) => ID.test(x));
    };
    const lessonIds = ids(dto.lesson_ids, 'lesson_ids');
    const problemIds = ids(dto.problem_ids, 'problem_ids');
    const taskIds = ids(dto.task_ids, 'task_ids');
    const examId = dto.exam_id ? String(dto.exam_id) : '';
    const title = String(dto.title ?? '').trim();
    if (!title || title.length > TRAINING_LIMITS.gateTitle) errors.push({ field: 'title', message: `关卡名称不能为空且不超过${TRAINING_LIMITS.gateTitle}个字符` });

    const defs = await this.facts.defs(courseId, '0');
    const missingLessons = lessonIds.filter((id) => !defs.lessons.has(id));
    if (missingLessons.length) errors.push({ field: 'lesson_ids', message: `课时不存在或不属于这个训练营：${missingLessons.join('、')}` });
    const condProblems = leavesOf(condition).flatMap((l) => (l.type === 'problems_accepted' ? l.problem_ids : []));
    const allProblems = [...new Set([...problemIds, ...condProblems])];
    const found = allProblems.length ? new Set((await this.ds.getRepository(ProblemEntity).find({ where: { id: In(allProblems) }, select: { id: true } })).map((p) => p.id)) : new Set<string>();
    const goneInContent = problemIds.filter((p) => !found.has(p));
    if (goneInContent.length) errors.push({ field: 'problem_ids', message: `题目不存在或已删除：${goneInContent.join('、')}` });
    const goneInCondition = condProblems.filter((p) => !found.has(p));
    if (goneInCondition.length) errors.push({ field: 'condition', message: `关卡「${title}」的条件引用了不存在或已删除的题目：${[...new Set(goneInCondition)].join('、')}` });
    const tasks = taskIds.length ? await this.ds.getRepository(PracticeTaskEntity).find({ where: { id: In(taskIds), courseId } }) : [];
    if (tasks.length !== taskIds.length) errors.push({ field: 'task_ids', message: '实战任务不存在或不属于这个训练营' });
    const examIds = [...new Set([examId, ...leavesOf(condition).flatMap((l) => (l.type === 'exam_score' ? [l.exam_id] : []))].filter(Boolean))];
    if (examIds.length) {
      if (!this.facts.exams) errors.push({ field: 'exam_id', message: TRAINING_MESSAGES.examSourceMissing });
      else {
        const titles = await this.facts.exams.titles(examIds);
        const gone = examIds.filter((e) => !titles.has(e));
        if (gone.length) errors.push({ field: examId && gone.includes(examId) ? 'exam_id' : 'condition', message: `考试不存在或已删除：${gone.join('、')}` });
      }
    }
    if (errors.length) throw AppException.invalid(errors);

    const rows = await this.facts.gateRows(courseId);
    const def: GateDef = { id: existing?.id ?? 'new', title, condition, weights, passScore: Number(dto.pass_score), lessonIds, problemIds, taskIds, examId };
    const graph = graphErrors([...rows.filter((r) => r.id !== def.id).map(CampFactsService.toDef), def].map((g) => (g.id === 'new' ? { ...g, id: '0' } : g)));
    if (dependsOn(def).includes(def.id === 'new' ? '0' : def.id)) throw AppException.invalid([{ field: 'condition', message: `${TRAINING_MESSAGES.cycle}：关卡「${title}」依赖了自己` }]);
    if (graph.length) throw AppException.invalid(graph);
    return { def, rows };
  }

  private weights(raw: unknown, errors: FieldError[]): GateWeights {
    const w = (typeof raw === 'string' ? (JSON.parse(raw || '{}') as Record<string, unknown>) : ((raw ?? {}) as Record<string, unknown>));
    const out = { video: Number(w.video ?? 0), problem: Number(w.problem ?? 0), exam: Number(w.exam ?? 0), task: Number(w.task ?? 0) };
    const vals = Object.values(out);
    if (!vals.every((v) => Number.isInteger(v) && v >= 0 && v <= 100) || !vals.some((v) => v > 0)) errors.push({ field: 'weights', message: TRAINING_MESSAGES.weightsInvalid });
    return out;
  }

  async save(dto: GateSaveRequest): Promise<AdminGateView> {
    const existing = dto.gate_id ? await this.gate(dto.gate_id) : null;
    const { def } = await this.draft(dto, existing);
    const repo = this.ds.getRepository(GateEntity);
    const row = existing ?? repo.create({ courseId: dto.course_id });
    Object.assign(row, {
      title: def.title,
      summary: String(dto.summary ?? '').slice(0, TRAINING_LIMITS.gateSummary),
      orderValue: Number(dto.order_value ?? row.orderValue ?? 0) || 0,
      passScore: def.passScore,
      weights: JSON.stringify(def.weights),
      condition: def.condition ? JSON.stringify(def.condition) : null,
      lessonIds: JSON.stringify(def.lessonIds),
      problemIds: JSON.stringify(def.problemIds),
      taskIds: JSON.stringify(def.taskIds),
      examId: def.examId,
    });
    const saved = await repo.save(row);
    return this.detail(saved.id);
  }

  async remove(gateId: string): Promise<null> {
    const g = await this.gate(gateId);
    const users = (await this.facts.gateRows(g.courseId)).filter((x) => x.id !== g.id && dependsOn(CampFactsService.toDef(x)).includes(g.id));
    if (users.length) throw AppException.invalid([{ field: 'gate_id', message: `关卡「${users.map((u) => u.title).join('」「')}」的条件依赖这个关卡，请先修改它们的条件` }]);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(GateScoreEntity).delete({ gateId: g.id });
      await em.getRepository(GateEntity).delete({ id: g.id });
    });
    return null;
  }

  /** Which enrolled learners a draft gate would be open for, from their facts now. */
  async preview(dto: GateSaveRequest): Promise<GatePreviewRow[]> {
    const existing = dto.gate_id ? await this.gate(dto.gate_id) : null;
    const { def, rows } = await this.draft(dto, existing);
    const courseId = existing?.courseId ?? dto.course_id;
    const enrollments = await this.ds.getRepository(EnrollmentEntity).find({ where: { courseId, status: 'active' }, order: { id: 'ASC' }, take: 200 });
    const cohorts = enrollments.length ? await this.ds.getRepository(CohortEntity).find({ where: { id: In([...new Set(enrollments.map((e) => e.cohortId))]) } }) : [];
    const users = enrollments.length ? await this.ds.getRepository(UserEntity).find({ where: { uid: In(enrollments.map((e) => e.uid)) }, select: { uid: true, nickName: true } }) : [];
    const gateRows = existing ? rows.map((r) => (r.id === existing.id ? null : r)).filter((r): r is GateEntity => !!r) : rows;
    const out: GatePreviewRow[] = [];
    for (const e of enrollments) {
      const cohort = cohorts.find((c) => c.id === e.cohortId);
      if (!cohort) continue;
      const base = await this.facts.defs(courseId, cohort.id, gateRows);
      const draftDef = { ...def, id: existing?.id ?? '0' };
      const defs = { ...base, gates: [...base.gates, draftDef] };
      const facts = await this.facts.facts(e.uid, defs, cohort.startAt);
      const g = this.progress.outcomes(defs, facts, `/training/${courseId}/${cohort.id}`).find((x) => x.def.id === draftDef.id)!;
      out.push({ uid: e.uid, nick_name: users.find((u) => u.uid === e.uid)?.nickName ?? e.uid, cohort_name: cohort.name, opens: g.state !== 'locked', missing: g.missing.map((m) => m.text) });
    }
    return out;
  }
}
