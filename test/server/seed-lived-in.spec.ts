import { DataSource } from 'typeorm';
import type { Page } from '../../types/api';
import type { CourseUserRow } from '../../types/course-admin';
import type { CourseDetail, CourseListResponse } from '../../types/course';
import type { CommentRow, DiscuzRow, TopicRow } from '../../types/community';
import type { ProblemDetail, ProblemRow } from '../../types/oj';
import type { ProblemSetCard, ProblemSetDetail, SetItemContext } from '../../types/problemset';
import type { SessionInfo } from '../../types/user';
import { loadClassicBank } from '../../server/src/modules/oj/seed/classic/classic-problem';
import { TestApp } from '../helpers/app';

// issue 25 item 8: a fresh seed looks lived-in, and every count a list shows is counted from seeded rows
let t: TestApp;
let user: SessionInfo;
let admin: SessionInfo;
let ds: DataSource;
const ok = <T>(r: { body: { code: number; data: T; msg: string } }): T => {
  if (r.body.code !== 2000) throw new Error(`${r.body.code} ${r.body.msg}`);
  return r.body.data;
};

beforeAll(async () => {
  t = await TestApp.start({ SEED_CLASSIC: 'on' });
  // a signed-in learner without VIP, courses or problem-set products
  user = await t.devLogin({ uid: '10030' });
  admin = await t.devLogin('admin');
  ds = t.app.get(DataSource);
}, 600_000);
afterAll(() => t.close());

const courses = (query = '') => t.get<CourseListResponse>(`/api/v1/course/list?page_size=100${query}`, { session: user }).then(ok);

describe('courses', () => {
  it('at least 8 courses in 4 categories, at least 2 free, each with chapters and lessons', async () => {
    const page = await courses();
    expect(page.list.length).toBeGreaterThanOrEqual(8);
    expect(new Set(page.list.map((c) => c.category_id).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    expect(page.categories.filter((c) => c.course_count > 0).length).toBeGreaterThanOrEqual(4);
    expect(page.list.filter((c) => c.free).length).toBeGreaterThanOrEqual(2);
    for (const c of page.list) {
      const d = ok(await t.get<CourseDetail>(`/api/v1/course/detail?course_id=${c.course_id}`, { session: user }));
      expect(d.groups.length).toBeGreaterThanOrEqual(1);
      expect(d.groups.every((g) => g.lessons.length > 0)).toBe(true);
      expect(d.intro.length).toBeGreaterThan(10);
    }
  });

  it('learner counts are the course users (holders and learn logs), non-zero, the same on the card, the detail and the console', async () => {
    const page = await courses();
    for (const c of page.list) {
      expect(c.learner_count).toBeGreaterThan(0);
      const rows = (await ds.query(
        `SELECT COUNT(*) AS n FROM (SELECT CAST(uid AS CHAR) AS uid FROM learn_logs WHERE course_id = ? UNION SELECT CAST(uid AS CHAR) FROM user_equities WHERE kind = 'course' AND target_id = ?) x`,
        [c.course_id, c.course_id],
      )) as { n: number }[];
      expect(c.learner_count).toBe(Number(rows[0].n));
      const users = ok(await t.get<Page<CourseUserRow>>(`/api/admin/course/user/list?course_id=${c.course_id}&page_size=1`, { session: admin }));
      expect(c.learner_count).toBe(users.total);
      expect(ok(await t.get<CourseDetail>(`/api/v1/course/detail?course_id=${c.course_id}`, { session: user })).learner_count).toBe(c.learner_count);
    }
  });

  it('training camps are listed with kind=training (and kind=all); the default list stays normal courses; the camp counts its seats', async () => {
    const camps = await courses('&kind=training');
    expect(camps.list.map((c) => [c.title, c.kind])).toEqual([['算法训练营', 'training']]);
    const [enrolments] = (await ds.query('SELECT COUNT(*) AS n FROM training_enrollments WHERE course_id = ?', [camps.list[0].course_id])) as { n: number }[];
    expect(camps.list[0].learner_count).toBe(Number(enrolments.n));
    expect(camps.list[0].enrolled).toBe(false);
    const camper = await t.devLogin({ uid: '10040' });
    expect(ok(await t.get<CourseListResponse>('/api/v1/course/list?kind=training', { session: camper })).list[0].enrolled).toBe(true);
    const all = await courses('&kind=all');
    const normal = await courses();
    expect(normal.list.every((c) => c.kind === 'normal')).toBe(true);
    expect(all.total).toBe(normal.total + camps.total);
    expect((await t.get('/api/v1/course/list?kind=camp', { session: user })).body.code).toBe(4220);
  });
});

describe('problem sets', () => {
  it('every classic problem is in at least one set', async () => {
    const bank = loadClassicBank();
    expect(bank.length).toBe(100);
    const rows: ProblemRow[] = [];
    for (let page = 1; ; page++) {
      const data = ok(await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?page_size=100&page_no=${page}`, { session: admin }));
      rows.push(...data.list);
      if (!data.list.length || rows.length >= data.total) break;
    }
    const sets = ok(await t.get<ProblemSetCard[]>('/api/v1/problemset/list', { session: admin }));
    const inSets = new Set<string>();
    for (const s of sets) for (const sec of ok(await t.get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${s.id}`, { session: admin })).sections) for (const i of sec.items) inSets.add(i.problem_id);
    for (const p of bank) expect({ no: p.meta.no, inSet: inSets.has(rows.find((r) => r.no === p.meta.no)!.problem_id) }).toEqual({ no: p.meta.no, inSet: true });
  });

  it('面试热题 100 is free item by item: a learner without VIP opens every problem of it', async () => {
    const hot = ok(await t.get<ProblemSetCard[]>('/api/v1/problemset/list', { session: user })).find((s) => s.title === '面试热题 100')!;
    expect(hot).toMatchObject({ access: 'free', unlocked: true, problem_count: 100 });
    const items = ok(await t.get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${hot.id}`, { session: user })).sections.flatMap((s) => s.items);
    expect(items).toHaveLength(100);
    for (const item of items) {
      expect(ok(await t.get<SetItemContext>(`/api/v1/problemset/item?item_id=${item.item_id}`, { session: user })).unlocked).toBe(true);
      const opened = await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${item.problem_id}&code_mode=2`, { session: user });
      expect({ title: item.title, code: opened.body.code }).toEqual({ title: item.title, code: 2000 });
    }
  }, 120_000);

  it('learners and acceptance are counted from seeded rounds and submissions', async () => {
    const hot = ok(await t.get<ProblemSetCard[]>('/api/v1/problemset/list', { session: user })).find((s) => s.title === '面试热题 100')!;
    const [rounds] = (await ds.query('SELECT COUNT(DISTINCT uid) AS n FROM ps_rounds WHERE set_id = ?', [hot.id])) as { n: number }[];
    expect(hot.learners).toBeGreaterThanOrEqual(30);
    expect(hot.learners).toBe(Number(rounds.n));
    const items = ok(await t.get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${hot.id}`, { session: user })).sections.flatMap((s) => s.items);
    const judged = items.filter((i) => i.acceptance !== null);
    expect(judged.length).toBeGreaterThanOrEqual(20);
    for (const i of judged) {
      const [c] = (await ds.query("SELECT SUM(CASE WHEN status = 'done' THEN 1 ELSE 0 END) AS done, SUM(CASE WHEN verdict = 'AC' THEN 1 ELSE 0 END) AS ac FROM oj_submissions WHERE problem_id = ?", [i.problem_id])) as { done: number; ac: number }[];
      expect(i.acceptance).toBeCloseTo(Number(c.ac) / Number(c.done), 3);
    }
  });
});

describe('the planet', () => {
  it('at least 40 topics by at least 30 members on every board, with comments, likes and mentions counted from rows', async () => {
    const boards = ok(await t.get<DiscuzRow[]>('/api/v1/discuz/list', { session: user }));
    const topics: TopicRow[] = [];
    for (const b of boards) {
      const page = ok(await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${b.cate}&page_size=100`, { session: user }));
      expect(page.total).toBeGreaterThanOrEqual(5);
      expect(b.topic_count).toBe(page.total);
      topics.push(...page.list);
    }
    expect(topics.length).toBeGreaterThanOrEqual(40);
    expect(new Set(topics.map((x) => x.author.uid)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(topics.map((x) => x.sub_cate_id).filter((s) => s !== '0')).size).toBe(boards.flatMap((b) => b.tags).length);
    expect(topics.every((x) => x.comment_count > 0)).toBe(true);
    expect(topics.filter((x) => x.like_count > 0).length).toBeGreaterThanOrEqual(30);
    for (const x of topics) {
      const [likes] = (await ds.query("SELECT COUNT(*) AS n FROM community_likes WHERE target_type = 'topic' AND target_id = ?", [x.topic_id])) as { n: number }[];
      expect(x.like_count).toBe(Number(likes.n));
      const comments = ok(await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${x.topic_id}&page_size=100`, { session: user }));
      expect(comments.total).toBe(x.comment_count);
    }
    const mentions = (await ds.query("SELECT c.content, u.nick_name FROM comments c JOIN users u ON u.uid = c.mentions WHERE c.mentions <> ''")) as { content: string; nick_name: string }[];
    expect(mentions.length).toBeGreaterThanOrEqual(10);
    for (const m of mentions) expect(m.content).toContain(`@${m.nick_name}`);
  }, 120_000);
});
