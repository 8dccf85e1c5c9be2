import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { CODE_MODE_NAME, CodeMode, JudgeResult, Verdict } from '../../../../types/judge';
import { OJ_LIMITS, OJ_MESSAGES, ProblemStatus, SubmissionDetail, SubmissionResult, SubmissionRow } from '../../../../types/oj';
import { MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { adminPage } from '../../common/admin-list/admin-list';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { inTransaction } from '../../database/transaction';
import { UserEntity } from '../user/entities/user.entity';
import { CheckerEntity } from './entities/checker.entity';
import { ProblemUserEntity } from './entities/problem-user.entity';
import { recountProblemStats } from './problem-stats';
import { ProblemEntity } from './entities/problem.entity';
import { SubmissionEntity } from './entities/submission.entity';
import { JudgeRunnerService, parseSubmissionJobId, submissionJobId } from './judge-runner.service';
import { LanguageService } from './language.service';
import { ADMIN_SUBMISSION_LIST, type AdminSubmissionQueryDto } from './oj-admin-list.dto';
import type { RunDto, SubmitDto } from './oj.dto';
import { hasMode, samplesOf, settingsOf, toResult, toSubmissionRow } from './oj.mapper';
import { ProblemDataService } from './package/problem-data.service';
import { ProblemAccessService } from './problem-access.service';
import { RunService } from './run.service';

const MINUTE = 60_000;

/**
 * Listens to judged submissions inside onJudged's transaction (after the statistics), so what it
 * writes commits or rolls back with the verdict. Problem sets keep their progress layer this way.
 */
export type JudgedListener = (em: EntityManager, submission: SubmissionEntity) => Promise<void>;

/**
 * Submissions in the Hydro flow (STYLE): submit stores a pending record and enqueues it; workers
 * stream per-case progress; {@link onJudged} is the one place that records the result and updates
 * the problem's statistics and the user's standing.
 */
/** A submission row's columns: lists never load the code, cases or compiler output. */
const SUMMARY = { submissionId: true, uid: true, problemId: true, lang: true, codeMode: true, status: true, verdict: true, timeMs: true, memoryKb: true, score: true, createdAt: true, judgeSeq: true } as const;

@Injectable()
export class SubmissionService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(CheckerEntity) private readonly checkers: Repository<CheckerEntity>,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly runner: JudgeRunnerService,
    private readonly access: ProblemAccessService,
    private readonly languages: LanguageService,
    private readonly data: ProblemDataService,
    private readonly runs: RunService,
  ) {
    runner.onResult((id, result) => this.onJudged(id, result));
  }

  private readonly judgedListeners: JudgedListener[] = [];

  /** Other areas hook into the one onJudged place (call from onModuleInit). */
  onSubmissionJudged(listener: JudgedListener): void {
    this.judgedListeners.push(listener);
  }

  /** Submissions left pending by a restart (in-process queue) are judged again. */
  async onApplicationBootstrap(): Promise<void> {
    const pending = await this.submissions.find({ where: { status: 'pending' }, order: { submissionId: 'ASC' }, take: 500 });
    for (const s of pending) await this.enqueue(s);
  }

  /**
   * The problem must be open to the caller, in a mode it has, in an enabled language, with data.
   * `opened`: a problem another area already opened for the caller (an exam's programming question).
   */
  async assertJudgeable(caller: Caller, dto: SubmitDto, opened?: ProblemEntity): Promise<ProblemEntity> {
    const p = opened ?? (await this.access.openProblem(caller, dto.problem_id));
    if (!hasMode(p, dto.code_mode)) throw AppException.invalid([{ field: 'code_mode', message: MESSAGES.modeUnsupported }]);
    await this.languages.assertUsable(dto.lang, dto.code_mode === CodeMode.TPL);
    if (!p.hasData || !this.data.has(p.id)) throw AppException.invalid([{ field: 'problem_id', message: OJ_MESSAGES.noData }]);
    return p;
  }

  async run(caller: Caller, dto: RunDto, opened?: ProblemEntity): Promise<{ run_id: string }> {
    if ((await this.kv.incr(`oj:run:${caller.uid}`, MINUTE)) > OJ_LIMITS.runsPerMinute) {
      throw new AppException(ApiCode.RATE_LIMITED, OJ_MESSAGES.runTooFrequent);
    }
    const p = await this.assertJudgeable(caller, dto, opened);
    const custom = dto.input !== undefined && dto.input !== '';
    const samples = custom ? [{ input: dto.input!, output: dto.output ?? '' }] : samplesOf(p);
    if (!samples.length) throw AppException.invalid([{ field: 'input', message: '本题没有样例，请填写自测输入' }]);
    return this.runs.start(caller, dto, p, settingsOf(p, await this.checkerSpec(p)), samples);
  }

  async submit(caller: Caller, dto: SubmitDto, opened?: ProblemEntity): Promise<{ submission_id: string }> {
    if ((await this.kv.incr(`oj:submit:${caller.uid}`, MINUTE)) > OJ_LIMITS.submitsPerMinute) {
      throw new AppException(ApiCode.RATE_LIMITED, OJ_MESSAGES.submitTooFrequent);
    }
    const p = await this.assertJudgeable(caller, dto, opened);
    const row = await this.submissions.save(
      this.submissions.create({ uid: caller.uid, problemId: p.id, lang: dto.lang, codeMode: dto.code_mode, code: dto.code, status: 'pending', judgeSeq: 1 }),
    );
    await this.enqueue(row);
    return { submission_id: row.submissionId };
  }

  /** Admin: judge again (after new data or a judge fix); statistics follow in onJudged. */
  async rejudge(submissionId: string): Promise<SubmissionResult> {
    const s = await this.submissions.findOneBy({ submissionId });
    if (!s) throw AppException.notFound(OJ_MESSAGES.submissionNotFound);
    if (!this.data.has(s.problemId)) throw AppException.invalid([{ field: 'submission_id', message: OJ_MESSAGES.noData }]);
    const seq = s.judgeSeq + 1;
    await this.submissions.update({ submissionId }, { status: 'pending', judgeSeq: seq, verdict: null, cases: null, failedCase: null, compileOutput: null, timeMs: 0, memoryKb: 0, score: 0, judgedAt: null });
    const fresh = (await this.submissions.findOneBy({ submissionId }))!;
    await this.enqueue(fresh);
    return toResult(fresh);
  }

  private async enqueue(s: SubmissionEntity): Promise<void> {
    await this.runner.enqueue(submissionJobId(s.submissionId, s.judgeSeq), this.data.dirOf(s.problemId), s.lang as never, CODE_MODE_NAME[s.codeMode as CodeMode], s.code);
  }

  /** THE place a judge result lands: record, statistics, standing, then tell the listeners. */
  async onJudged(jobId: string, result: JudgeResult): Promise<void> {
    if (jobId.startsWith('r')) return this.runs.onJudged(jobId, result);
    const ref = parseSubmissionJobId(jobId);
    if (!ref) return;
    const recorded = await inTransaction(this.ds, async (em) => {
      const failed = result.cases.find((c) => c.verdict !== Verdict.AC);
      const res = await em.update(
        SubmissionEntity,
        { submissionId: ref.sid, judgeSeq: ref.seq, status: 'pending' },
        {
          status: 'done',
          verdict: result.verdict,
          timeMs: result.time_ms,
          memoryKb: result.memory_kb,
          score: result.score,
          cases: JSON.stringify(result.cases),
          failedCase: result.verdict === Verdict.AC ? null : (failed?.id ?? null),
          compileOutput: result.compile_output || result.error || '',
          judgedAt: new Date(),
        },
      );
      // another instance (BullMQ fans results out) or an earlier judging already recorded it
      if (!res.affected) return false;
      const s = await em.findOneByOrFail(SubmissionEntity, { submissionId: ref.sid });
      await this.recount(em, s.problemId, s.uid);
      for (const listener of this.judgedListeners) await listener(em, s);
      return true;
    });
    if (recorded) this.runner.finish(jobId, result.cases.length);
  }

  /** Statistics are recounted, not incremented, so rejudges and duplicates cannot skew them. */
  private async recount(em: EntityManager, problemId: string, uid: string): Promise<void> {
    const subs = em.getRepository(SubmissionEntity);
    await recountProblemStats(em, [problemId]);
    const [mine, mineAc] = await Promise.all([subs.countBy({ problemId, uid, status: 'done' }), subs.countBy({ problemId, uid, verdict: Verdict.AC })]);
    await em.getRepository(ProblemUserEntity).save({
      uid,
      problemId,
      status: mineAc > 0 ? ProblemStatus.ACCEPTED : ProblemStatus.TRIED,
      submissions: mine,
      // judging time, in ms (SQLite's created_at default has whole seconds only)
      lastSubmitAt: new Date(),
    });
  }

  /** A submission of the caller (admins: anyone's). */
  async own(caller: Caller, submissionId: string): Promise<SubmissionEntity> {
    const s = await this.submissions.findOneBy({ submissionId });
    if (!s || (s.uid !== caller.uid && !caller.admin)) throw AppException.notFound(OJ_MESSAGES.submissionNotFound);
    return s;
  }

  jobIdOf(s: SubmissionEntity): string {
    return submissionJobId(s.submissionId, s.judgeSeq);
  }

  async result(caller: Caller, submissionId: string): Promise<SubmissionResult> {
    const s = await this.own(caller, submissionId);
    const p = await this.problems.findOneBy({ id: s.problemId });
    return toResult(s, this.runner.progress(this.jobIdOf(s)), p?.caseCount ?? 0);
  }

  async detail(caller: Caller, submissionId: string): Promise<SubmissionDetail> {
    const s = await this.own(caller, submissionId);
    const [p, u] = await Promise.all([this.problems.findOneBy({ id: s.problemId }), this.users.findOneBy({ uid: s.uid })]);
    return { ...toSubmissionRow(s, p ?? undefined, u?.nickName ?? ''), code: s.code, result: toResult(s, this.runner.progress(this.jobIdOf(s)), p?.caseCount ?? 0) };
  }

  /** The caller's latest submission on a problem (to restore the editor), or null. */
  async latest(caller: Caller, problemId: string, mode?: CodeMode): Promise<SubmissionDetail | null> {
    const s = await this.submissions.findOne({ where: { uid: caller.uid, problemId, ...(mode ? { codeMode: mode } : {}) }, order: { submissionId: 'DESC' } });
    return s ? this.detail(caller, s.submissionId) : null;
  }

  /** The caller's own submissions (optionally of one problem), newest first. */
  async list(caller: Caller, q: { page_no?: number; page_size?: number; problem_id?: string }): Promise<Page<SubmissionRow>> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const where = { uid: caller.uid, ...(q.problem_id ? { problemId: q.problem_id } : {}) };
    const [rows, total] = await this.submissions.findAndCount({ where, order: { submissionId: 'DESC' }, skip, take, select: SUMMARY });
    return { list: await this.rowsOf(rows), total, page_no, page_size };
  }

  /** Every user's submissions for the console, on the admin list contract. */
  async adminList(q: AdminSubmissionQueryDto): Promise<Page<SubmissionRow>> {
    const qb = this.submissions.createQueryBuilder('s').select(Object.keys(SUMMARY).map((k) => `s.${k}`));
    const page = await adminPage(qb, ADMIN_SUBMISSION_LIST, q, (s) => s);
    return { ...page, list: await this.rowsOf(page.list) };
  }

  private async rowsOf(rows: SubmissionEntity[]): Promise<SubmissionRow[]> {
    const pids = [...new Set(rows.map((r) => r.problemId))];
    const uids = [...new Set(rows.map((r) => r.uid))];
    const [problems, users] = await Promise.all([
      pids.length ? this.problems.find({ where: { id: In(pids) }, select: { id: true, no: true, title: true } }) : [],
      uids.length ? this.users.find({ where: { uid: In(uids) }, select: { uid: true, nickName: true } }) : [],
    ]);
    const pm = new Map(problems.map((p) => [p.id, p]));
    const um = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((s) => toSubmissionRow(s, pm.get(s.problemId), um.get(s.uid) ?? ''));
  }

  checkerSpec(p: ProblemEntity): Promise<string | null> {
    return p.checkerId ? this.checkers.findOneBy({ id: p.checkerId }).then((c) => c?.spec ?? null) : Promise.resolve(null);
  }
}
