import type { Page } from '../../types/api';
import type { AttemptView, ExamResult, ExamRow } from '../../types/exam';
import { QuestionType } from '../../types/exam';
import type { AdminSubmitDetail } from '../../types/exam-admin';
import type { RunResult, SubmissionResult } from '../../types/oj';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';

const CPP_AB = '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;while(cin>>a>>b)cout<<a+b<<"\\n";}\n';
const CPP_WRONG = '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";}\n';

let t: TestApp;
let user: SessionInfo;
let admin: SessionInfo;

async function waitDone(sid: string): Promise<SubmissionResult> {
  for (let i = 0; i < 600; i++) {
    const r = await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${sid}`, { session: user });
    if (r.body.data.status === 'done') return r.body.data;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`submission ${sid} not judged`);
}

beforeAll(async () => {
  t = await TestApp.start();
  user = await t.devLogin('user');
  admin = await t.devLogin('admin');
}, 60_000);
afterAll(() => t.close());

it('programming questions run on samples and judge through the OJ queue; the best judged submission scores; re-judge keeps it', async () => {
  const free = (await t.get<Page<ExamRow>>('/api/v1/exam/list', { session: user })).body.data.list.find((e) => e.access === 'free')!;
  const a = (await t.post<AttemptView>('/api/v1/exam/start', { session: user, form: { exam_id: free.exam_id } })).body.data;
  const prog = a.questions.find((q) => q.type === QuestionType.PROGRAM && q.code_mode === 1)!;
  const form = { exam_id: free.exam_id, item_id: prog.item_id, lang: 'cpp' };

  const run = await t.post<{ run_id: string }>('/api/v1/exam/program/run', { session: user, form: { ...form, code: CPP_AB } });
  expect(run.body.code).toBe(2000);
  for (let i = 0; i < 600; i++) {
    const r = (await t.get<RunResult>(`/api/v1/oj/run/result?run_id=${run.body.data.run_id}`, { session: user })).body.data;
    if (r.status === 'done') {
      expect(r.verdict).toBe('AC');
      break;
    }
    await new Promise((res) => setTimeout(res, 100));
  }

  const wrong = await t.post<{ submission_id: string }>('/api/v1/exam/program/submit', { session: user, form: { ...form, code: CPP_WRONG } });
  expect((await waitDone(wrong.body.data.submission_id)).verdict).toBe('WA');
  const right = await t.post<{ submission_id: string }>('/api/v1/exam/program/submit', { session: user, form: { ...form, code: CPP_AB } });
  expect((await waitDone(right.body.data.submission_id)).verdict).toBe('AC');

  // the code is the saved answer; the judgings show on reopen
  const again = (await t.get<AttemptView>(`/api/v1/exam/attempt?exam_id=${free.exam_id}`, { session: user })).body.data;
  expect(again.answers[prog.item_id]).toMatchObject({ lang: 'cpp', code: CPP_AB });
  expect(again.judgings[prog.item_id].map((j) => j.verdict)).toEqual(['AC', 'WA']);

  const res = (await t.post<ExamResult>('/api/v1/exam/submit', { session: user, form: { exam_id: free.exam_id } })).body.data;
  const item = res.items.find((i) => i.item_id === prog.item_id)!;
  expect(item).toMatchObject({ score: 20, max: 20, correct: true, pending: false });

  // after hand-in no more judging for this attempt
  expect((await t.post('/api/v1/exam/program/submit', { session: user, form: { ...form, code: CPP_AB } })).body.code).toBe(4009);

  // admin re-judge: the score follows when the judging lands
  const detail = (await t.post<AdminSubmitDetail>('/api/admin/exam/submit/rejudge', { session: admin, form: { submit_id: res.submit_id, item_id: prog.item_id } })).body.data;
  expect(detail.items.find((i) => i.item_id === prog.item_id)!.judgings.some((j) => j.status === 'pending')).toBe(true);
  for (let i = 0; i < 600; i++) {
    const d = (await t.get<AdminSubmitDetail>(`/api/admin/exam/submit/detail?submit_id=${res.submit_id}`, { session: admin })).body.data;
    const it = d.items.find((x) => x.item_id === prog.item_id)!;
    if (it.judgings.every((j) => j.status === 'done')) {
      expect(it.score).toBe(20);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);
