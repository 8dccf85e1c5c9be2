import { createHash } from 'node:crypto';
import { EXAM_LIMITS, EXAM_MESSAGES, ExamAnswer, FillMatch, MultiRule, ProgramScoring, QuestionType } from '../../../../types/exam';
import { JUDGE_LANGS } from '../../../../types/judge';
import { AppException } from '../../common/app-exception';
import type { ExamItemEntity } from './entities/exam-item.entity';
import type { ExamProblemEntity } from './entities/exam-problem.entity';

/** One question of an attempt: which bank question fills the slot and in which option order. */
export interface PaperSlot {
  /** item id, or `<item>-<n>` for the n-th draw of a pool */
  slot: string;
  item_id: string;
  problem_id: string;
  score: number;
  /** display position -> original option index; null = original order */
  order: number[] | null;
}

export interface SlotResult {
  score: number;
  max: number;
  correct: boolean;
  pending?: boolean;
  /** set by an admin's manual re-score; kept by later automatic re-scores */
  manual?: boolean;
}

/** Deterministic pseudo-random numbers from a seed (the paper must be the same on every reload). */
function rng(seed: string): () => number {
  let h = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > h.length) {
      h = createHash('sha256').update(h).digest();
      i = 0;
    }
    const v = h.readUInt32BE(i);
    i += 4;
    return v / 0x1_0000_0000;
  };
}

function shuffled<T>(xs: T[], rand: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const isChoice = (type: number) => type === QuestionType.SINGLE || type === QuestionType.MULTIPLE;

export const poolOf = (item: Pick<ExamItemEntity, 'poolIds' | 'problemId'>): string[] => (item.poolIds ? item.poolIds.split(',').filter(Boolean) : [item.problemId]);

/**
 * Draws an attempt's paper: each pool item picks `pick` of its questions, choice options are
 * shuffled where the item says so. Seeded by the attempt, so it never changes once drawn.
 */
export function drawPaper(seed: string, items: ExamItemEntity[], bank: Map<string, ExamProblemEntity>): PaperSlot[] {
  const rand = rng(seed);
  const slots: PaperSlot[] = [];
  for (const item of items) {
    const pool = poolOf(item).filter((id) => bank.has(id));
    const isPool = Boolean(item.poolIds);
    const drawn = isPool ? shuffled(pool, rand).slice(0, Math.max(1, Math.min(item.pick, pool.length))) : pool.slice(0, 1);
    drawn.forEach((pid, n) => {
      const q = bank.get(pid)!;
      const count = optionsOf(q).length;
      const order = item.shuffle && isChoice(q.type) && count > 1 ? shuffled([...Array(count).keys()], rand) : null;
      slots.push({ slot: isPool ? `${item.id}-${n + 1}` : item.id, item_id: item.id, problem_id: pid, score: item.score, order });
    });
  }
  return slots;
}

export function optionsOf(q: ExamProblemEntity): string[] {
  return q.type === QuestionType.TRUE_FALSE ? ['正确', '错误'] : isChoice(q.type) ? (JSON.parse(q.options || '[]') as string[]) : [];
}

export function blanksOf(q: ExamProblemEntity): number {
  return q.type === QuestionType.FILL ? (JSON.parse(q.answer) as string[][]).length : 0;
}

/** Fill-in normalization: full-width to half-width (NFKC), trimmed, inner spaces collapsed, case ignored. */
export function normalizeFill(s: string): string {
  return s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const invalid = (message: string) => AppException.invalid([{ field: 'answer', message }]);

/**
 * Checks a learner's answer against the slot's question (shape, option range, lengths) and
 * returns it in canonical form. Indexes are positions in the learner's (shuffled) order.
 */
export function validateAnswer(q: ExamProblemEntity, slot: PaperSlot, raw: unknown): ExamAnswer {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(EXAM_MESSAGES.badAnswer);
  const a = raw as Record<string, unknown>;
  const count = slot.order?.length ?? optionsOf(q).length;
  const index = (v: unknown) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw invalid(EXAM_MESSAGES.badAnswer);
    if (v < 0 || v >= count) throw invalid(EXAM_MESSAGES.optionOutOfRange);
    return v;
  };
  switch (q.type as QuestionType) {
    case QuestionType.SINGLE:
      return { choice: index(a.choice) };
    case QuestionType.MULTIPLE: {
      if (!Array.isArray(a.choices) || a.choices.length > count) throw invalid(EXAM_MESSAGES.badAnswer);
      return { choices: [...new Set(a.choices.map(index))].sort((x, y) => x - y) };
    }
    case QuestionType.TRUE_FALSE:
      if (typeof a.value !== 'boolean') throw invalid(EXAM_MESSAGES.badAnswer);
      return { value: a.value };
    case QuestionType.FILL: {
      const n = blanksOf(q);
      if (!Array.isArray(a.blanks) || a.blanks.length > n || a.blanks.some((b) => typeof b !== 'string')) throw invalid(EXAM_MESSAGES.badAnswer);
      if ((a.blanks as string[]).some((b) => b.length > EXAM_LIMITS.answer)) throw invalid(EXAM_MESSAGES.answerTooLong);
      return { blanks: a.blanks as string[] };
    }
    case QuestionType.PROGRAM: {
      if (typeof a.code !== 'string' || !JUDGE_LANGS.includes(a.lang as never)) throw invalid(EXAM_MESSAGES.badAnswer);
      if (Buffer.byteLength(a.code) > EXAM_LIMITS.codeBytes) throw AppException.invalid([{ field: 'answer', message: EXAM_MESSAGES.codeTooLong }]);
      return { lang: a.lang as never, code_mode: (q.codeMode ?? 1) as never, code: a.code };
    }
    default:
      throw invalid(EXAM_MESSAGES.badAnswer);
  }
}

/** The correct answer in the learner's option order (for the explain page). */
export function correctAnswer(q: ExamProblemEntity, slot: PaperSlot): ExamAnswer | null {
  const key = JSON.parse(q.answer) as unknown;
  const toDisplay = (orig: number) => (slot.order ? slot.order.indexOf(orig) : orig);
  switch (q.type as QuestionType) {
    case QuestionType.SINGLE:
      return { choice: toDisplay(key as number) };
    case QuestionType.MULTIPLE:
      return { choices: (key as number[]).map(toDisplay).sort((a, b) => a - b) };
    case QuestionType.TRUE_FALSE:
      return { value: key as boolean };
    case QuestionType.FILL:
      return { blanks: (key as string[][]).map((accepted) => accepted[0] ?? '') };
    default:
      return null;
  }
}

/** Judge outcome of one programming submission, as far as scoring needs it. */
export interface JudgedProgram {
  status: string;
  score: number;
  passed: number;
  total: number;
}

/**
 * Scores one slot. Multiple choice per the question's rule; fill-in blank by blank (score × right
 * blanks / blanks, rounded down); programming the best judged submission (passed cases or subtasks).
 */
export function scoreSlot(q: ExamProblemEntity, slot: PaperSlot, answer: ExamAnswer | undefined, programs: JudgedProgram[] = []): SlotResult {
  const max = slot.score;
  const none: SlotResult = { score: 0, max, correct: false };
  const key = JSON.parse(q.answer) as unknown;
  const orig = (i: number) => (slot.order ? slot.order[i] : i);
  switch (q.type as QuestionType) {
    case QuestionType.SINGLE:
      return answer && 'choice' in answer && orig(answer.choice) === key ? { score: max, max, correct: true } : none;
    case QuestionType.MULTIPLE: {
      if (!answer || !('choices' in answer) || !answer.choices.length) return none;
      const right = new Set(key as number[]);
      const chosen = new Set(answer.choices.map(orig));
      if ([...chosen].some((c) => !right.has(c))) return none;
      if (chosen.size === right.size) return { score: max, max, correct: true };
      return q.multiRule === MultiRule.HALF_CREDIT ? { score: Math.floor(max / 2), max, correct: false } : none;
    }
    case QuestionType.TRUE_FALSE:
      return answer && 'value' in answer && answer.value === key ? { score: max, max, correct: true } : none;
    case QuestionType.FILL: {
      const accepted = key as string[][];
      if (!answer || !('blanks' in answer) || !accepted.length) return none;
      const eq = q.fillMatch === FillMatch.EXACT ? (a: string, b: string) => a === b : (a: string, b: string) => normalizeFill(a) === normalizeFill(b);
      const right = accepted.filter((acc, i) => answer.blanks[i] !== undefined && acc.some((x) => eq(answer.blanks[i], x))).length;
      return { score: Math.floor((max * right) / accepted.length), max, correct: right === accepted.length };
    }
    case QuestionType.PROGRAM: {
      const pending = programs.some((p) => p.status !== 'done');
      const done = programs.filter((p) => p.status === 'done');
      const best = done.reduce((m, p) => {
        const part = q.programScoring === ProgramScoring.SUBTASK ? (max * p.score) / 100 : p.total ? (max * p.passed) / p.total : 0;
        return Math.max(m, Math.floor(part));
      }, 0);
      return { score: best, max, correct: best === max && done.length > 0, ...(pending ? { pending: true } : {}) };
    }
    default:
      return none;
  }
}
