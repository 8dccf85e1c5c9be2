/**
 * What training needs from exams: the learner's best finished score per exam (with the paper's
 * full marks), their finished attempts for the learn log, and exam titles. Bound to the exams
 * module by {@link ExamSourceAdapter}; kept narrow so the gate logic does not know exam internals.
 */
export interface ExamAttempt {
  examId: string;
  at: Date;
  score: number;
}

export interface ExamBest {
  score: number;
  /** full marks of that paper (0 when unknown) */
  max: number;
}

export interface ExamScoreSource {
  /** best finished score of each exam for the user; exams never handed in are absent */
  bestScores(uid: string, examIds: string[]): Promise<Map<string, ExamBest>>;
  /** finished attempts since a time (any of examIds) */
  attempts(uid: string, examIds: string[], since: Date): Promise<ExamAttempt[]>;
  /** titles of the exams that exist (unknown or deleted ids are absent) */
  titles(examIds: string[]): Promise<Map<string, string>>;
  /** exams a gate may hold (console picker) */
  choices(): Promise<{ id: string; title: string }[]>;
}

export const EXAM_SOURCE = Symbol('training:exam-source');
