import type { AttemptView, ExamAnswer, MyAttemptSummary, PaperQuestion, ProgramJudging } from '../../../../types/exam';
import { QuestionType } from '../../../../types/exam';
import type { CodeMode } from '../../../../types/judge';
import type { ExamProblemEntity } from './entities/exam-problem.entity';
import type { ExamSubmitEntity } from './entities/exam-submit.entity';
import { blanksOf, optionsOf, PaperSlot } from './exam-paper';
import type { ProgramRow } from './grading.service';

export const iso = (d: Date) => d.toISOString();

export function paperOf(s: ExamSubmitEntity): PaperSlot[] {
  return JSON.parse(s.paper) as PaperSlot[];
}

/** A question as the learner sees it: options in their order, no answer. */
export function paperQuestion(slot: PaperSlot, q: ExamProblemEntity, no: number, tagNames: string[]): PaperQuestion {
  const opts = optionsOf(q);
  const order = slot.order ?? opts.map((_, i) => i);
  return {
    item_id: slot.slot,
    no,
    type: q.type as QuestionType,
    title: q.title,
    content: q.content,
    score: slot.score,
    options: order.map((orig, index) => ({ index, text: opts[orig] ?? '' })),
    blanks: blanksOf(q),
    problem_id: q.type === QuestionType.PROGRAM ? q.ojProblemId : null,
    code_mode: q.type === QuestionType.PROGRAM ? ((q.codeMode ?? 1) as CodeMode) : null,
    starter: q.type === QuestionType.PROGRAM ? (q.starterCode ?? '') : '',
    tags: tagNames,
  };
}

export function attemptSummary(s: ExamSubmitEntity, scoreVisible: boolean): MyAttemptSummary {
  return {
    submit_id: s.id,
    attempt_no: s.attemptNo,
    state: s.state as MyAttemptSummary['state'],
    started_at: iso(s.startedAt),
    deadline: iso(s.deadline),
    submitted_at: s.submittedAt ? iso(s.submittedAt) : null,
    score: scoreVisible && s.state !== 'in_progress' && s.state !== 'abandoned' ? s.score : null,
  };
}

export function judgingRow(p: ProgramRow): ProgramJudging {
  return { submission_id: p.submission_id, status: p.status === 'done' ? 'done' : 'pending', verdict: p.verdict, score: p.score, created_at: iso(p.created_at) };
}

export function attemptView(
  s: ExamSubmitEntity,
  questions: PaperQuestion[],
  programs: Map<string, ProgramRow[]>,
  now: Date,
): AttemptView {
  return {
    submit_id: s.id,
    exam_id: s.examId,
    attempt_no: s.attemptNo,
    state: s.state as AttemptView['state'],
    started_at: iso(s.startedAt),
    deadline: iso(s.deadline),
    server_time: iso(now),
    questions,
    answers: JSON.parse(s.answers || '{}') as Record<string, ExamAnswer>,
    flags: JSON.parse(s.flags || '[]') as string[],
    judgings: Object.fromEntries([...programs].map(([slot, rows]) => [slot, rows.map(judgingRow)])),
  };
}
