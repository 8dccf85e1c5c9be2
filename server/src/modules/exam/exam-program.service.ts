import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EXAM_LIMITS, EXAM_MESSAGES, QuestionType } from '../../../../types/exam';
import { CodeMode, JudgeLang } from '../../../../types/judge';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { JudgeRunnerService, parseSubmissionJobId } from '../oj/judge-runner.service';
import { SubmissionService } from '../oj/submission.service';
import { AttemptService } from './attempt.service';
import { ExamJudgingEntity } from './entities/exam-judging.entity';
import { ExamAccessService } from './exam-access.service';
import { GradingService } from './grading.service';

export interface ProgramInput {
  exam_id: string;
  item_id: string;
  lang: JudgeLang;
  code: string;
  input?: string;
  output?: string;
}

/**
 * Programming questions go through the OJ as they are: run on samples and submit use the OJ's
 * submission service (judge queue, per-case stream at /api/v1/oj/stream, result calls), with the
 * exam — not the problem's own permit — deciding access. Each submission is linked to the slot.
 */
@Injectable()
export class ExamProgramService implements OnModuleInit {
  constructor(
    @InjectRepository(ExamJudgingEntity) private readonly judgings: Repository<ExamJudgingEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly ojSubmissions: SubmissionService,
    private readonly runner: JudgeRunnerService,
    private readonly access: ExamAccessService,
    private readonly attempts: AttemptService,
    private readonly grading: GradingService,
  ) {}

  onModuleInit(): void {
    // registered after the OJ's own handler, so the submission is recorded when this runs
    this.runner.onResult(async (jobId) => {
      const ref = parseSubmissionJobId(jobId);
      if (ref) await this.grading.onProgramJudged(ref.sid);
    });
  }

  private async target(caller: Caller, dto: ProgramInput) {
    if (Buffer.byteLength(dto.code) > EXAM_LIMITS.codeBytes) throw AppException.invalid([{ field: 'code', message: EXAM_MESSAGES.codeTooLong }]);
    const e = await this.access.visible(caller, dto.exam_id);
    const s = await this.attempts.runningOrRefuse(e, caller.uid);
    const slot = this.attempts.slotOf(s, dto.item_id);
    const q = (await this.grading.bankOf([slot.problem_id])).get(slot.problem_id);
    if (!q || q.type !== QuestionType.PROGRAM || !q.ojProblemId) throw AppException.invalid([{ field: 'item_id', message: EXAM_MESSAGES.notProgram }]);
    const p = await this.problems.findOneBy({ id: q.ojProblemId });
    if (!p) throw AppException.notFound('编程题的题目不存在');
    const req = { problem_id: p.id, lang: dto.lang, code_mode: (q.codeMode ?? CodeMode.ACM) as CodeMode, code: dto.code };
    return { s, slot, p, req };
  }

  async run(caller: Caller, dto: ProgramInput): Promise<{ run_id: string }> {
    const { p, req } = await this.target(caller, dto);
    return this.ojSubmissions.run(caller, { ...req, ...(dto.input ? { input: dto.input, output: dto.output ?? '' } : {}) }, p);
  }

  async submit(caller: Caller, dto: ProgramInput): Promise<{ submission_id: string }> {
    const { s, slot, p, req } = await this.target(caller, dto);
    // the code is the slot's answer too (restored on reopen)
    await this.attempts.write(s.id, slot.slot, { lang: req.lang, code_mode: req.code_mode, code: req.code });
    const r = await this.ojSubmissions.submit(caller, req, p);
    await this.judgings.insert({ examSubmitId: s.id, slot: slot.slot, submissionId: r.submission_id });
    return r;
  }
}
