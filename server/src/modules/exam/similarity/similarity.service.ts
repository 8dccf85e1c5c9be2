import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { PairStatus, SimilarityJobView, SimilarityPairDetail, SimilarityPairRow } from '../../../../../types/exam-admin';
import { EXAM_ADMIN_MESSAGES } from '../../../../../types/exam-admin';
import { QuestionType } from '../../../../../types/exam';
import { AppException } from '../../../common/app-exception';
import { SubmissionEntity } from '../../oj/entities/submission.entity';
import { UserEntity } from '../../user/entities/user.entity';
import { ExamItemEntity } from '../entities/exam-item.entity';
import { ExamJudgingEntity } from '../entities/exam-judging.entity';
import { ExamProblemEntity } from '../entities/exam-problem.entity';
import { ExamSimilarityJobEntity, ExamSimilarityPairEntity } from '../entities/exam-similarity.entity';
import { ExamSubmitEntity } from '../entities/exam-submit.entity';
import { iso } from '../exam.presenter';
import { comparePairs, Doc, makeDoc, matchedRegions, starterSet } from './winnow';

const yieldNow = () => new Promise<void>((r) => setImmediate(r));

/**
 * Similarity review of one programming item: the last judged submission of every user, compared
 * with winnowing; runs in the background with progress in the job row; pairs above the threshold
 * are stored for the admin to confirm or dismiss.
 */
@Injectable()
export class SimilarityService implements OnApplicationBootstrap {
  private readonly log = new Logger('Similarity');
  private readonly running = new Set<Promise<void>>();

  constructor(
    @InjectRepository(ExamSimilarityJobEntity) private readonly jobs: Repository<ExamSimilarityJobEntity>,
    @InjectRepository(ExamSimilarityPairEntity) private readonly pairs: Repository<ExamSimilarityPairEntity>,
    @InjectRepository(ExamItemEntity) private readonly items: Repository<ExamItemEntity>,
    @InjectRepository(ExamProblemEntity) private readonly bank: Repository<ExamProblemEntity>,
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(ExamJudgingEntity) private readonly judgings: Repository<ExamJudgingEntity>,
    @InjectRepository(SubmissionEntity) private readonly ojSubmissions: Repository<SubmissionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  /** Jobs cut off by a restart are marked failed (they can be started again). */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.update({ state: In(['pending', 'running']) }, { state: 'failed', error: '服务重启，任务中断，请重新运行' });
  }

  async start(examId: string, itemId: string, threshold = 60): Promise<SimilarityJobView> {
    const item = await this.items.findOneBy({ id: itemId, examId });
    if (!item) throw AppException.notFound('该题不在本场考试中');
    const q = await this.bank.findOneBy({ id: item.problemId });
    if (!q || q.type !== QuestionType.PROGRAM) throw AppException.invalid([{ field: 'item_id', message: EXAM_ADMIN_MESSAGES.notProgramItem }]);
    const job = await this.jobs.save({ examId, itemId, state: 'pending', progress: 0, submissions: 0, threshold, error: '' });
    const run = this.run(job.id).finally(() => this.running.delete(run));
    this.running.add(run);
    return this.view(job.id);
  }

  /** Waits for the background jobs of this instance (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private async run(jobId: string): Promise<void> {
    const job = (await this.jobs.findOneBy({ id: jobId }))!;
    try {
      await this.jobs.update({ id: jobId }, { state: 'running' });
      const sources = await this.sources(job.examId, job.itemId);
      await this.jobs.update({ id: jobId }, { submissions: sources.length });
      const item = (await this.items.findOneBy({ id: job.itemId }))!;
      const starters = await this.bank.findBy({ id: In((item.poolIds || item.problemId).split(',')) });
      const docs: Doc[] = [];
      for (const [n, s] of sources.entries()) {
        const py = s.lang.startsWith('py');
        const starter = new Set<number>();
        for (const q of starters) for (const h of starterSet(q.starterCode, py)) starter.add(h);
        docs.push(makeDoc(s.submissionId, s.code, starter, py));
        if (n % 20 === 19) {
          await this.jobs.update({ id: jobId }, { progress: Math.floor(((n + 1) / sources.length) * 40) });
          await yieldNow();
        }
      }
      let last = 40;
      // progress writes go out while the comparison runs; all land before the job is marked done
      // (on MariaDB a late one on another pooled connection would otherwise overwrite the 100)
      const writes: Promise<unknown>[] = [];
      const hits = comparePairs(docs, job.threshold, (done) => {
        const p = 40 + Math.floor(done * 55);
        if (p >= last + 5) {
          last = p;
          writes.push(this.jobs.update({ id: jobId }, { progress: p }));
        }
      });
      await Promise.all(writes);
      const bySid = new Map(sources.map((s) => [s.submissionId, s]));
      const rows = hits.map((h) => {
        const a = docs[h.a];
        const b = docs[h.b];
        return { jobId, uidA: bySid.get(a.id)!.uid, uidB: bySid.get(b.id)!.uid, submissionA: a.id, submissionB: b.id, score: h.score, matches: JSON.stringify(matchedRegions(a, b)), status: 'pending' };
      });
      for (let i = 0; i < rows.length; i += 200) await this.pairs.insert(rows.slice(i, i + 200));
      await this.jobs.update({ id: jobId }, { state: 'done', progress: 100, finishedAt: new Date() });
    } catch (err) {
      this.log.error(`job ${jobId} failed: ${(err as Error).stack ?? String(err)}`);
      await this.jobs.update({ id: jobId }, { state: 'failed', error: '查重失败，请重试' });
    }
  }

  /** The last judged submission per user for the item's slots, across the exam's attempts. */
  private async sources(examId: string, itemId: string): Promise<SubmissionEntity[]> {
    const attempts = await this.submits.find({ where: { examId }, select: { id: true, uid: true } });
    if (!attempts.length) return [];
    const uidOf = new Map(attempts.map((a) => [a.id, a.uid]));
    const js = await this.judgings.find({ where: { examSubmitId: In(attempts.map((a) => a.id)) }, order: { id: 'ASC' } });
    const lastByUid = new Map<string, string>();
    for (const j of js) if (j.slot === itemId || j.slot.startsWith(`${itemId}-`)) lastByUid.set(uidOf.get(j.examSubmitId)!, j.submissionId);
    const ids = [...lastByUid.values()];
    return ids.length ? this.ojSubmissions.find({ where: { submissionId: In(ids) }, select: { submissionId: true, uid: true, code: true, lang: true } }) : [];
  }

  async view(jobId: string): Promise<SimilarityJobView> {
    const j = await this.jobs.findOneBy({ id: jobId });
    if (!j) throw AppException.notFound('查重任务不存在');
    return {
      job_id: j.id,
      exam_id: j.examId,
      item_id: j.itemId,
      state: j.state as SimilarityJobView['state'],
      progress: j.progress,
      submissions: j.submissions,
      threshold: j.threshold,
      pairs: await this.pairs.countBy({ jobId: j.id }),
      error: j.error,
      created_at: iso(j.createdAt),
    };
  }

  async list(examId: string): Promise<SimilarityJobView[]> {
    const rows = await this.jobs.find({ where: { examId }, order: { id: 'DESC' }, take: 50 });
    return Promise.all(rows.map((j) => this.view(j.id)));
  }

  async pairList(jobId: string): Promise<SimilarityPairRow[]> {
    const rows = await this.pairs.find({ where: { jobId }, order: { score: 'DESC', id: 'ASC' }, take: 500 });
    const nick = await this.nicks(rows.flatMap((r) => [r.uidA, r.uidB]));
    return rows.map((r) => this.pairRow(r, nick));
  }

  private pairRow(r: ExamSimilarityPairEntity, nick: Map<string, string>): SimilarityPairRow {
    return { pair_id: r.id, uid_a: r.uidA, nick_a: nick.get(r.uidA) ?? '', uid_b: r.uidB, nick_b: nick.get(r.uidB) ?? '', score: r.score, status: r.status as PairStatus };
  }

  private async nicks(uids: string[]): Promise<Map<string, string>> {
    const u = [...new Set(uids)];
    const rows = u.length ? await this.users.find({ where: { uid: In(u) }, select: { uid: true, nickName: true } }) : [];
    return new Map(rows.map((x) => [x.uid, x.nickName]));
  }

  async pair(pairId: string): Promise<SimilarityPairDetail> {
    const r = await this.pairs.findOneBy({ id: pairId });
    if (!r) throw AppException.notFound('相似记录不存在');
    const [subs, nick] = await Promise.all([this.ojSubmissions.find({ where: { submissionId: In([r.submissionA, r.submissionB]) }, select: { submissionId: true, code: true, lang: true } }), this.nicks([r.uidA, r.uidB])]);
    const a = subs.find((s) => s.submissionId === r.submissionA);
    const b = subs.find((s) => s.submissionId === r.submissionB);
    return { ...this.pairRow(r, nick), code_a: a?.code ?? '', code_b: b?.code ?? '', lang_a: a?.lang ?? '', lang_b: b?.lang ?? '', matches: JSON.parse(r.matches) as SimilarityPairDetail['matches'] };
  }

  async mark(pairId: string, status: PairStatus): Promise<SimilarityPairDetail> {
    const res = await this.pairs.update({ id: pairId }, { status });
    if (!res.affected) throw AppException.notFound('相似记录不存在');
    return this.pair(pairId);
  }
}
