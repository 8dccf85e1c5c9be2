import { DataSource } from 'typeorm';
import { ApiCode } from '../../types/api';
import type { ProgressResponse, ScoreJobView } from '../../types/training';
import type { SessionInfo } from '../../types/user';
import { GateScoreEntity } from '../../server/src/modules/training/entities/gate-score.entity';
import { UserEntity } from '../../server/src/modules/user/entities/user.entity';
import { TestApp } from '../helpers/app';
import { accept, adminEnroll, CAMP, path, problemId } from '../helpers/training';

describe('score calculation: background job with progress, idempotent, correct under concurrent activity', () => {
  let t: TestApp;
  let admin: SessionInfo;
  const extra = Array.from({ length: 60 }, (_, i) => String(20001 + i));
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    // enough learners that a run lasts well beyond the learners' activity in the second test
    await t.app.get(DataSource).getRepository(UserEntity).insert(extra.map((uid) => ({ uid, nickName: `学员${uid}`, telephone: null, headImgUrl: '' })));
    const later = await t.post('/api/admin/training/cohort/save', { session: admin, form: { course_id: CAMP.cid, cohort_id: CAMP.later, name: '第2期', start_at: new Date().toISOString(), capacity: 100 } });
    expect(later.body.code).toBe(2000);
    for (const uid of extra) await adminEnroll(t, admin, uid, CAMP.later);
  }, 120_000);
  afterAll(() => t.close());

  const run = () => t.post<ScoreJobView>('/api/admin/training/score/run', { session: admin, form: { cid: CAMP.cid } });
  const finished = async (jobId: string): Promise<ScoreJobView> => {
    for (let i = 0; i < 300; i++) {
      const j = (await t.get<ScoreJobView>(`/api/admin/training/score/job?job_id=${jobId}`, { session: admin })).body.data;
      if (j.status !== 'running') return j;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('job did not finish');
  };
  const rows = async () => (await t.app.get(DataSource).getRepository(GateScoreEntity).find({ order: { uid: 'ASC', gateId: 'ASC' } })).map((r) => [r.uid, r.gateId, r.score, r.state, r.cohortId]);

  it('computes every enrolled learner’s gates with progress; starting twice returns the running job; a rerun changes nothing', async () => {
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.body.code).toBe(2000);
    expect(b.body.data.job_id).toBe(a.body.data.job_id);
    const done = await finished(a.body.data.job_id);
    expect(done).toMatchObject({ status: 'done', total: 67, done: 67, error: '' });
    const first = await rows();
    expect(first).toHaveLength(67 * 5);
    const progress = (await t.get<ProgressResponse>(`/api/admin/training/progress?cid=${CAMP.cid}&gid=${CAMP.gid}`, { session: admin })).body.data;
    expect(progress.list.find((r) => r.uid === '10040')).toMatchObject({ total_score: 200, passed: 2, cohort_name: '第1期' });
    expect(progress.list).toHaveLength(7);

    const again = await run();
    expect(again.body.data.job_id).not.toBe(a.body.data.job_id);
    expect((await finished(again.body.data.job_id)).status).toBe('done');
    expect(await rows()).toEqual(first);
    const jobs = (await t.get<ScoreJobView[]>(`/api/admin/training/score/jobs?cid=${CAMP.cid}`, { session: admin })).body.data;
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('learners acting while the job runs end up with scores from their newest facts', async () => {
    const ab = await problemId(t, '转置矩阵');
    const two = await problemId(t, '两数之和');
    const job = (await run()).body.data;
    // once the run has passed these learners, they act: accepted problems, a teacher approval, their own view
    for (let i = 0; i < 200; i++) {
      const j = (await t.get<ScoreJobView>(`/api/admin/training/score/job?job_id=${job.job_id}`, { session: admin })).body.data;
      if (j.done >= 20) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const actors = extra.slice(0, 6);
    await Promise.all(actors.map((uid) => accept(t, uid, ab)));
    await Promise.all(actors.slice(0, 3).map((uid) => accept(t, uid, two)));
    await t.post('/api/admin/training/feedback/save', { session: admin, form: { uid: extra[10], gate_id: '1', content: '辛苦了', approved: 1 } });
    const mid = (await t.get<ScoreJobView>(`/api/admin/training/score/job?job_id=${job.job_id}`, { session: admin })).body.data;
    const viewer = await t.devLogin({ uid: extra[5] });
    await path(t, viewer, CAMP.later);
    const done = await finished(job.job_id);
    expect(done.status).toBe('done');
    // the activity happened during the run's first pass, so the run had to catch up with it
    expect(mid).toMatchObject({ status: 'running' });
    expect(mid.done).toBeLessThan(mid.total);
    expect(done.rechecked).toBeGreaterThan(0);

    // stored rows = a fresh computation for every learner
    const stored = (await t.get<ProgressResponse>(`/api/admin/training/progress?cid=${CAMP.cid}&gid=${CAMP.later}`, { session: admin })).body.data.list;
    for (const uid of extra.slice(0, 12)) {
      const s = await t.devLogin({ uid });
      const fresh = await path(t, s, CAMP.later);
      const row = stored.find((r) => r.uid === uid)!;
      expect([uid, row.total_score, row.passed]).toEqual([uid, fresh.total_score, fresh.passed]);
    }
    const problemsOnly = stored.find((r) => r.uid === actors[0])!;
    expect(problemsOnly.gates['1']).toEqual({ score: 50, state: 'in_progress' });
  });

  it('an older computation never overwrites a newer one', async () => {
    const repo = t.app.get(DataSource).getRepository(GateScoreEntity);
    const row = await repo.findOneByOrFail({ uid: '10040', gateId: '1' });
    const future = new Date(Date.now() + 60_000);
    await repo.update({ uid: '10040', gateId: '1' }, { score: 77, factsAt: future });
    const s = await t.devLogin({ uid: '10040' });
    await path(t, s);
    expect((await repo.findOneByOrFail({ uid: '10040', gateId: '1' })).score).toBe(77);
    await repo.update({ uid: '10040', gateId: '1' }, { score: row.score, factsAt: row.factsAt });
  });

  it('progress export is CSV with one column per gate; only admins run jobs', async () => {
    const res = await t.get<{ filename: string; csv: string }>(`/api/admin/training/progress/export?cid=${CAMP.cid}&gid=${CAMP.gid}`, { session: admin });
    const lines = res.body.data.csv.replace(/^\ufeff/, '').trim().split('\n');
    expect(lines[0]).toBe('uid,昵称,班级,总分,通过关卡数,第1关 哈希表(分),第2关 双指针(分),第3关 阶段检测(分),第4关 动态规划(分),第5关 结营项目(分),计算时间');
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l.startsWith('10040,'))).toMatch(/^10040,训练营学员,第1期,200,2,100,100,0,0,0,/);
    const learner = await t.devLogin({ uid: '10040' });
    expect((await t.post('/api/admin/training/score/run', { session: learner, form: { cid: CAMP.cid } })).status).toBe(403);
    expect((await t.post('/api/admin/training/score/run', { session: admin, form: { cid: '99999' } })).body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: '训练营不存在' });
    expect((await t.get('/api/admin/training/score/job?job_id=99999', { session: admin })).body.msg).toBe('计算任务不存在');
  });
});
