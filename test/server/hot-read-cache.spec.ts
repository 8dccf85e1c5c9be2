import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { ApiCode, type Page } from '../../types/api';
import type { CommentRow } from '../../types/community';
import type { AdminCourseRow, CourseListResponse } from '../../types/course';
import type { AdminProblemDetail, ProblemRow, SubmissionResult } from '../../types/oj';
import type { SessionInfo, UserProfile } from '../../types/user';
import { UserEquityEntity } from '../../server/src/modules/commerce/entities/user-equity.entity';
import { isolatedDatabase, TestApp } from '../helpers/app';
import { makeBoard, postTopic } from '../helpers/community';

/**
 * The hot reads (GET /api/user, the problem bank, the course catalogue, a topic's comments) are
 * served from in-process caches; every write that changes what they show must show at once —
 * here and, through Redis pub/sub, on every other instance. Per-user parts (a learner's status of
 * each problem, likes, enrolment, own comments) must stay each learner's own.
 */

/** Changes a row behind the API's back (not through TypeORM): only a cache still shows the old value. */
async function writeBehind(t: TestApp, sql: string, params: unknown[]): Promise<void> {
  const ds = t.app.get(DataSource);
  if (ds.options.type === 'better-sqlite3') {
    (ds.driver as unknown as { databaseConnection: { prepare(s: string): { run(...p: unknown[]): void } } }).databaseConnection.prepare(sql).run(...params);
    return;
  }
  const db = t.config.db as { host: string; port: number; username: string; password: string; database: string };
  const conn = await mysql.createConnection({ host: db.host, port: db.port, user: db.username, password: db.password, database: db.database });
  await conn.query(sql, params);
  await conn.end();
}

const PY_AB = 'a, b = map(int, input().split())\nprint(a + b)\n';

const problemForm = (over: Record<string, string | number> = {}) => ({
  no: 2901,
  title: '缓存测试题',
  level: 1,
  time_limit: 1000,
  memory_limit: 128 * 1024 * 1024,
  acm_content: '输入两个整数，输出它们的和。',
  samples: JSON.stringify([{ input: '1 2', output: '3' }]),
  visible: 1,
  free: 1,
  ...over,
});

describe('hot reads on one instance', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let a: SessionInfo;
  let b: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    a = await t.devLogin({ uid: '10004' });
    b = await t.devLogin({ uid: '10005' });
  }, 60_000);
  afterAll(() => t.close());

  const comments = async (s: SessionInfo, topicId: string) => (await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${topicId}`, { session: s })).body.data;
  const problems = async (s: SessionInfo, q = 'page_size=100') => (await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?${q}`, { session: s })).body.data;
  const courses = async (s?: SessionInfo) => (await t.get<CourseListResponse>('/api/v1/course/list?page_size=100', { session: s })).body.data;
  const me = async (s: SessionInfo) => (await t.get<UserProfile>('/api/user', { session: s })).body.data;

  it("a topic's first page: comments posted, replied to, liked, hidden and deleted, and renamed authors show at once", async () => {
    const board = await makeBoard(t, admin);
    const { topic_id } = await postTopic(t, admin, { cate: board.cate, title: '缓存' });
    expect((await comments(a, topic_id)).total).toBe(0);

    const posted = (await t.post<CommentRow>('/api/v1/comment/post', { session: b, form: { uid: b.uid, topic_id, content: '第一条' } })).body.data;
    expect((await comments(a, topic_id)).list).toEqual([expect.objectContaining({ comment_id: posted.comment_id, content: '第一条', can_delete: false, liked: false })]);
    expect((await comments(b, topic_id)).list[0]).toMatchObject({ can_delete: true });

    // served from the cache: a change behind TypeORM's back is not seen
    await writeBehind(t, 'UPDATE comments SET content = ? WHERE id = ?', ['改过', posted.comment_id]);
    expect((await comments(a, topic_id)).list[0].content).toBe('第一条');

    await t.post('/api/v1/comment/post', { session: a, form: { uid: a.uid, topic_id, parent_id: posted.comment_id, level: 2, content: '回复', target: 'comment' } });
    expect((await comments(b, topic_id)).list[0]).toMatchObject({ content: '改过', reply_count: 1, replies: [expect.objectContaining({ content: '回复', can_delete: false })] });
    expect((await comments(a, topic_id)).list[0].replies![0].can_delete).toBe(true);

    await t.post('/api/v1/comment/like', { session: a, form: { comment_id: posted.comment_id } });
    expect((await comments(a, topic_id)).list[0]).toMatchObject({ like_count: 1, liked: true });
    expect((await comments(b, topic_id)).list[0]).toMatchObject({ like_count: 1, liked: false });
    await t.post('/api/v1/comment/unlike', { session: a, form: { comment_id: posted.comment_id } });
    expect((await comments(a, topic_id)).list[0]).toMatchObject({ like_count: 0, liked: false });

    await t.post('/api/v1/user/nickname', { session: b, form: { nick_name: '新名字' } });
    expect((await comments(a, topic_id)).list[0].author.nick_name).toBe('新名字');

    // hidden: gone for others, still there for its author and for admins
    await t.post('/api/v1/comment/public', { session: b, form: { comment_id: posted.comment_id, public: 0 } });
    expect((await comments(a, topic_id)).total).toBe(0);
    expect((await comments(b, topic_id)).list[0]).toMatchObject({ comment_id: posted.comment_id, public: false, can_delete: true });
    expect((await comments(admin, topic_id)).list[0]).toMatchObject({ public: false, can_delete: true });
    await t.post('/api/admin/reply/public', { session: admin, form: { comment_id: posted.comment_id, value: 1 } });
    expect((await comments(a, topic_id)).total).toBe(1);

    await t.post('/api/admin/reply/delete', { session: admin, form: { comment_id: posted.comment_id } });
    expect((await comments(a, topic_id)).total).toBe(0);
    expect((await t.get(`/api/v1/comment/list?topic_id=${topic_id}`, { session: a })).body.code).toBe(ApiCode.SUCCESS);
    await t.post('/api/v1/topic/delete', { session: admin, form: { topic_id } });
    expect((await t.get(`/api/v1/comment/list?topic_id=${topic_id}`, { session: a })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('the problem bank: an admin edit shows at once; an accepted submission is its author\'s status alone, the counters everyone\'s', async () => {
    const created = (await t.post<AdminProblemDetail>('/api/admin/oj/problem/create', { session: admin, form: problemForm() })).body.data;
    const row = async (s: SessionInfo) => (await problems(s, 'keyword=2901')).list.find((p) => p.no === 2901);
    expect(await row(a)).toMatchObject({ title: '缓存测试题', status: 0 });

    await writeBehind(t, 'UPDATE oj_problems SET title = ? WHERE id = ?', ['背后改的', created.problem_id]);
    expect((await row(a))?.title).toBe('缓存测试题');
    await t.post('/api/admin/oj/problem/update', { session: admin, form: problemForm({ problem_id: created.problem_id, title: '改过的标题' }) });
    expect((await row(a))?.title).toBe('改过的标题');
    await t.post('/api/admin/oj/problem/update', { session: admin, form: problemForm({ problem_id: created.problem_id, visible: 0 }) });
    expect(await row(a)).toBeUndefined();

    // A+B, judged for real: the seeded problem 1001
    const before = (await problems(a)).list.find((p) => p.no === 1001)!;
    expect((await problems(b)).list.find((p) => p.no === 1001)!.status).toBe(0);
    const sid = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: a, form: { problem_id: before.problem_id, lang: 'python', code_mode: 1, code: PY_AB } })).body.data.submission_id;
    let result: SubmissionResult | undefined;
    for (let i = 0; i < 600 && result?.status !== 'done'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      result = (await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${sid}`, { session: a })).body.data;
    }
    expect(result?.verdict).toBe('AC');
    expect((await problems(a)).list.find((p) => p.no === 1001)).toMatchObject({ status: 2, submissions: before.submissions + 1, accepted: before.accepted + 1 });
    expect((await problems(b)).list.find((p) => p.no === 1001)).toMatchObject({ status: 0, submissions: before.submissions + 1 });
    expect((await problems(a, 'status=1&page_size=100')).list.map((p) => p.no)).toContain(1001);
  }, 120_000);

  it('the course catalogue: a course saved shows at once; a grant opens it for that learner alone', async () => {
    const save = (form: Record<string, string | number>) => t.post<AdminCourseRow>('/api/admin/course/save', { session: admin, form: { free: 0, vip_included: 0, published: 1, ...form } });
    const card = async (s: SessionInfo | undefined, id: string) => (await courses(s)).list.find((c) => c.course_id === id);
    const course = (await save({ title: '缓存课' })).body.data;
    expect(await card(a, course.course_id)).toMatchObject({ title: '缓存课', enrolled: false });

    await writeBehind(t, 'UPDATE courses SET title = ? WHERE course_id = ?', ['背后改的', course.course_id]);
    expect((await card(a, course.course_id))?.title).toBe('缓存课');
    await save({ course_id: course.course_id, title: '改名的课' });
    expect((await card(undefined, course.course_id))?.title).toBe('改名的课');

    await t.post('/api/admin/course/user/grant', { session: admin, form: { course_id: course.course_id, uid: a.uid, days: 30 } });
    expect(await card(a, course.course_id)).toMatchObject({ title: '改名的课', enrolled: true });
    expect(await card(b, course.course_id)).toMatchObject({ enrolled: false });
    expect(await card(undefined, course.course_id)).toMatchObject({ enrolled: false });
    await save({ course_id: course.course_id, title: '改名的课', published: 0 });
    expect(await card(a, course.course_id)).toBeUndefined();
  });

  it('GET /api/user: a new nickname and a VIP grant show at once', async () => {
    expect(await me(a)).toMatchObject({ uid: a.uid, vip: false });
    await writeBehind(t, 'UPDATE users SET nick_name = ? WHERE uid = ?', ['背后改的', a.uid]);
    expect((await me(a)).nick_name).not.toBe('背后改的');
    await t.post('/api/v1/user/nickname', { session: a, form: { nick_name: '小明' } });
    expect(await me(a)).toMatchObject({ nick_name: '小明', vip: false });
    await t.post('/api/admin/vip/grant', { session: admin, form: { uid: a.uid, days: 7 } });
    expect((await me(a)).vip).toBe(true);
    expect((await me(b)).vip).toBe(false);
  });

  describe('with time passing (only the clock faked)', () => {
    afterEach(() => jest.useRealTimers());

    it('a VIP or a course that ends is over at its end, with no write to tell the caches', async () => {
      const c = await t.devLogin({ uid: '10007' });
      const course = (await t.post<AdminCourseRow>('/api/admin/course/save', { session: admin, form: { title: '限时课', free: 0, vip_included: 0, published: 1 } })).body.data;
      await t.post('/api/admin/vip/grant', { session: admin, form: { uid: c.uid, days: 7 } });
      await t.post('/api/admin/course/user/grant', { session: admin, form: { course_id: course.course_id, uid: c.uid, days: 30 } });
      // both end in 20 s (a write, so the caches start over); well within the caches' own lifetime
      const end = new Date(Date.now() + 20_000);
      await t.app.get(DataSource).getRepository(UserEquityEntity).update({ uid: c.uid }, { expiresAt: end });
      expect(await me(c)).toMatchObject({ vip: true, vip_until: end.toISOString() });
      expect((await courses(c)).list.find((x) => x.course_id === course.course_id)?.enrolled).toBe(true);

      jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
      jest.setSystemTime(end.getTime() + 1000);
      expect(await me(c)).toMatchObject({ vip: false, vip_until: null });
      expect((await courses(c)).list.find((x) => x.course_id === course.course_id)?.enrolled).toBe(false);
    });
  });
});

/** Two API instances on one database and one Redis, as behind a load balancer. */
describe('hot reads across two instances sharing Redis and the database', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379/12';
  const dir = mkdtempSync(join(tmpdir(), 'codetrek-hot-'));
  let one: TestApp;
  let two: TestApp;
  let admin: SessionInfo;
  let learner: SessionInfo;
  beforeAll(async () => {
    // one database for both: a shared SQLite file, or on the MariaDB run a fresh database there
    const onMaria = process.env.DB_URL && !process.env.DB_URL.startsWith('sqlite:');
    const env = { REDIS_URL, DB_URL: onMaria ? await isolatedDatabase(process.env.DB_URL) : `sqlite:${join(dir, 'shared.sqlite')}`, API_ENCRYPT: 'on' };
    one = await TestApp.start(env);
    two = await TestApp.start(env);
    admin = await one.devLogin('admin');
    learner = await one.devLogin({ uid: '10004' });
  }, 90_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The writer returns once its own message came back through Redis; the other instance's
   * subscriber may get it a moment apart (a separate connection). "At once": within 200 ms, polled.
   */
  async function within<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 200): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > until) return v;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it("a comment posted on one instance is on the other's first page at once", async () => {
    const board = await makeBoard(one, admin);
    const { topic_id } = await postTopic(one, admin, { cate: board.cate });
    const page = () => two.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${topic_id}`, { session: learner }).then((r) => r.body.data);
    expect((await page()).total).toBe(0);
    await one.post('/api/v1/comment/post', { session: admin, form: { uid: admin.uid, topic_id, content: '另一台实例' } });
    expect((await within(page, (p) => p.total === 1)).list.map((c) => c.content)).toEqual(['另一台实例']);
  });

  it("an admin's problem edit on one instance is in the other's problem bank at once (which really caches)", async () => {
    const created = (await one.post<AdminProblemDetail>('/api/admin/oj/problem/create', { session: admin, form: problemForm({ no: 2902 }) })).body.data;
    const title = () => two.get<Page<ProblemRow>>('/api/v1/oj/problem/list?keyword=2902', { session: learner }).then((r) => r.body.data.list[0]?.title);
    expect(await title()).toBe('缓存测试题');
    await writeBehind(one, 'UPDATE oj_problems SET title = ? WHERE id = ?', ['背后改的', created.problem_id]);
    expect(await title()).toBe('缓存测试题');
    await one.post('/api/admin/oj/problem/update', { session: admin, form: problemForm({ no: 2902, problem_id: created.problem_id, title: '另一台改的' }) });
    expect(await within(title, (v) => v === '另一台改的')).toBe('另一台改的');
  });

  it('a nickname changed on one instance is in GET /api/user on the other at once', async () => {
    const name = () => two.get<UserProfile>('/api/user', { session: learner }).then((r) => r.body.data.nick_name);
    await name();
    await one.post('/api/v1/user/nickname', { session: learner, form: { nick_name: '跨实例' } });
    expect(await within(name, (v) => v === '跨实例')).toBe('跨实例');
  });
});
