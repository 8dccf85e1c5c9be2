/**
 * The landing (`/` and `/:channel`, issue 25): featured content any visitor may see, and for a
 * signed-in caller where to continue and what they did today — all read from real rows.
 */
import type { SetAccess } from './problemset';
import type { ExamAccess } from './exam';

export interface LandingSet {
  id: string;
  title: string;
  access: SetAccess;
  item_count: number;
  /** distinct users with a round in this set */
  learners: number;
}

export interface LandingCamp {
  course_id: string;
  title: string;
  subtitle: string;
  cover: string;
  gate_count: number;
  price_fen: number;
  product_id: string;
  /** ISO start of the next cohort that has not started yet; null = none scheduled */
  next_cohort_at: string | null;
}

export interface LandingExam {
  exam_id: string;
  title: string;
  access: ExamAccess;
  start_at: string;
  end_at: string;
  /** minutes */
  duration: number;
  item_count: number;
  /** true while the exam window is open */
  open: boolean;
}

export interface ContinueLesson {
  lesson_id: string;
  lesson_title: string;
  course_id: string;
  course_title: string;
  /** resume position, seconds */
  position: number;
  finished: boolean;
  at: string;
}

export interface ContinueProblem {
  problem_id: string;
  title: string;
  /** the verdict of the last submission; '' while judging */
  verdict: string;
  at: string;
}

export interface ContinueSetItem {
  item_id: string;
  set_id: string;
  set_title: string;
  problem_title: string;
  solved: number;
  total: number;
  at: string;
}

export interface ContinueCamp {
  course_id: string;
  cohort_id: string;
  course_title: string;
  gate_id: string;
  gate_title: string;
  passed: number;
  total: number;
}

export interface ContinueExam {
  exam_id: string;
  title: string;
  /** ISO hand-in deadline of the attempt in progress */
  deadline: string;
}

export interface TodayProgress {
  /** distinct problems with an accepted submission today (China time) */
  solved: number;
  /** consecutive days with study or submissions, up to today (or yesterday when today is still empty) */
  streak_days: number;
  /** minutes of lessons really watched today */
  study_minutes: number;
}

export interface StudySummary {
  lesson: ContinueLesson | null;
  problem: ContinueProblem | null;
  set_item: ContinueSetItem | null;
  camp: ContinueCamp | null;
  exam: ContinueExam | null;
  today: TodayProgress;
}

export interface LandingView {
  sets: LandingSet[];
  camps: LandingCamp[];
  next_exam: LandingExam | null;
  /** null for a visitor */
  me: StudySummary | null;
}

/** How many featured sets and camps the landing shows. */
export const LANDING_LIMITS = { sets: 4, camps: 2 } as const;
