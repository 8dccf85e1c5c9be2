import { DataSource } from 'typeorm';
import type { AdminGateView, GateSaveRequest, GateView, PathResponse } from '../../types/training';
import type { SessionInfo } from '../../types/user';
import { ExamSubmitEntity } from '../../server/src/modules/exam/entities/exam-submit.entity';
import { ExamEntity } from '../../server/src/modules/exam/entities/exam.entity';
import { ProblemUserEntity } from '../../server/src/modules/oj/entities/problem-user.entity';
import { ProblemEntity } from '../../server/src/modules/oj/entities/problem.entity';
import { SubmissionEntity } from '../../server/src/modules/oj/entities/submission.entity';
import type { TestApp } from './app';

/** The seeded camp (training.seed.ts): course 3, cohorts 1 (started 20 days ago) and 2, gates 1-5. */
export const CAMP = { cid: '3', gid: '1', later: '2' } as const;

export async function adminEnroll(t: TestApp, admin: SessionInfo, uid: string, gid: string = CAMP.gid, cid: string = CAMP.cid) {
  const res = await t.post('/api/admin/training/enrollment/enroll', { session: admin, form: { uid, cid, gid, days: 0 } });
  if (res.body.code !== 2000) throw new Error(`enroll failed: ${res.body.msg}`);
  return res;
}

export async function path(t: TestApp, s: SessionInfo, gid: string = CAMP.gid, cid: string = CAMP.cid): Promise<PathResponse> {
  const res = await t.get<PathResponse>(`/api/v1/training/path?cid=${cid}&gid=${gid}`, { session: s });
  if (res.body.code !== 2000) throw new Error(`path failed: ${res.body.msg}`);
  return res.body.data;
}

export const gateOf = (p: PathResponse, title: string): GateView => {
  const g = p.gates.find((x) => x.title === title);
  if (!g) throw new Error(`no gate ${title}`);
  return g;
};

export async function saveGate(t: TestApp, admin: SessionInfo, body: Partial<GateSaveRequest> & { title: string }) {
  return t.post<AdminGateView>('/api/admin/training/gate/save', {
    session: admin,
    json: { course_id: CAMP.cid, pass_score: 60, weights: { video: 50, problem: 50, exam: 0, task: 0 }, condition: null, lesson_ids: [], problem_ids: [], task_ids: [], ...body },
  });
}

export async function problemId(t: TestApp, title: string): Promise<string> {
  return (await t.app.get(DataSource).getRepository(ProblemEntity).findOneByOrFail({ title })).id;
}

/** An accepted OJ result as the judge's onJudged records it (submission + the user's standing). */
export async function accept(t: TestApp, uid: string, problemIdValue: string, at = new Date()): Promise<void> {
  const ds = t.app.get(DataSource);
  await ds.getRepository(SubmissionEntity).insert({ uid, problemId: problemIdValue, lang: 'cpp', codeMode: 1, code: 'int main(){}', status: 'done', verdict: 'AC', score: 100, createdAt: at, judgedAt: at });
  await ds.getRepository(ProblemUserEntity).upsert({ uid, problemId: problemIdValue, status: 2, submissions: 1, lastSubmitAt: at }, ['uid', 'problemId']);
}

export async function seededExamId(t: TestApp): Promise<string> {
  return (await t.app.get(DataSource).getRepository(ExamEntity).findOneByOrFail({ title: '算法基础能力测评' })).id;
}

/** A handed-in exam attempt with this score (what the exams module writes at hand-in). */
export async function examScore(t: TestApp, uid: string, examId: string, score: number, maxScore = 100, attemptNo = 1): Promise<void> {
  const now = new Date();
  await t.app.get(DataSource).getRepository(ExamSubmitEntity).insert({ examId, uid, attemptNo, state: 'submitted', startedAt: new Date(now.getTime() - 600_000), deadline: now, submittedAt: now, paper: '[]', answers: '{}', score, maxScore, timeUsed: 600 });
}
