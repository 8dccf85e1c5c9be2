import { DataSource } from 'typeorm';
import { ApiCode, Page } from '../../types/api';
import { CommentRow, ContentType, DiscuzRow, DiscuzTagRow, TopicDetail, TopicRow } from '../../types/community';
import { AdminReplyRow, AdminTopicRow, COMMUNITY_ADMIN_MESSAGES, FakeUserRow, RobotCommentRow, RobotJobRow } from '../../types/community-admin';
import { NoticeCate, NoticeRow } from '../../types/notice';
import type { SessionInfo, UserProfile } from '../../types/user';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { FakeUserEntity } from '../../server/src/modules/community/entities/robot.entity';
import { RobotService } from '../../server/src/modules/community/robot.service';
import { expectListRefusals, expectSorted } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { makeBoard, postTopic, topicDetail } from '../helpers/community';

describe('community admin console', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  const addFake = async (nick: string, grant_vip = 0) => {
    const res = await t.post<FakeUserRow>('/api/admin/fakeuser/add', { session: admin, form: { nick_name: nick, grant_vip, head_img_url: 'https://img.example.com/a.png' } });
    expect(res.body.code).toBe(2000);
    return res.body.data;
  };

  it('every admin endpoint refuses learners', async () => {
    const user = await t.devLogin('user');
    const gets = ['/api/admin/discuz/list', '/api/admin/discuz/tags?did=1', '/api/admin/topic/list?type=6', '/api/admin/reply/list?type=6', '/api/admin/reply/count?type=6', '/api/admin/fakeuser/list', '/api/admin/fakeuser/random', '/api/admin/robot/comment/list', '/api/admin/robot/job/list'];
    for (const url of gets) expect([url, (await t.get(url, { session: user })).body.code]).toEqual([url, ApiCode.FORBIDDEN]);
    const posts = ['/api/admin/discuz/save', '/api/admin/discuz/delete', '/api/admin/discuz/tag/save', '/api/admin/discuz/tag/delete', '/api/admin/topic/top', '/api/admin/topic/valuable', '/api/admin/topic/delete', '/api/admin/topic/virtual', '/api/admin/reply/handle', '/api/admin/reply/public', '/api/admin/reply/delete', '/api/admin/reply/reply', '/api/admin/fakeuser/add', '/api/admin/fakeuser/delete', '/api/admin/fakeuser/login', '/api/admin/robot/comment/save', '/api/admin/robot/comment/delete', '/api/admin/robot/job/create', '/api/admin/robot/job/cancel'];
    for (const url of posts) expect([url, (await t.post(url, { session: user, form: {} })).body.code]).toEqual([url, ApiCode.FORBIDDEN]);
    expect((await t.get('/api/admin/discuz/list')).body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it('boards and tags: create, edit, list for learners, close, delete only when empty', async () => {
    const board = await makeBoard(t, admin, '算法讨论');
    const edited = await t.post<DiscuzRow>('/api/admin/discuz/save', { session: admin, form: { id: board.id, name: '算法交流', description: '一起刷题', order_value: 3 } });
    expect(edited.body.data).toMatchObject({ id: board.id, name: '算法交流', description: '一起刷题', order_value: 3, enabled: true });
    const tag = await t.post<DiscuzTagRow>('/api/admin/discuz/tag/save', { session: admin, form: { discuz_id: board.id, name: '动态规划' } });
    expect(tag.body.data).toMatchObject({ discuz_id: board.id, name: '动态规划' });
    const renamed = await t.post<DiscuzTagRow>('/api/admin/discuz/tag/save', { session: admin, form: { id: tag.body.data.id, discuz_id: board.id, name: 'DP' } });
    expect(renamed.body.data.name).toBe('DP');
    expect((await t.get<DiscuzTagRow[]>(`/api/admin/discuz/tags?did=${board.id}`, { session: admin })).body.data.map((x) => x.name)).toEqual(['DP']);
    const learner = await t.devLogin({ uid: '10004' });
    const open = await t.get<DiscuzRow[]>('/api/v1/discuz/list', { session: learner });
    expect(open.body.data.find((b) => b.id === board.id)?.tags.map((x) => x.name)).toEqual(['DP']);

    await postTopic(t, learner, { cate: tag.body.data.cate, title: '背包问题' });
    expect((await t.post('/api/admin/discuz/delete', { session: admin, form: { id: board.id } })).body.code).toBe(ApiCode.CONFLICT);
    await t.post('/api/admin/discuz/save', { session: admin, form: { id: board.id, name: '算法交流', enabled: 0 } });
    expect((await t.get<DiscuzRow[]>('/api/v1/discuz/list', { session: learner })).body.data.some((b) => b.id === board.id)).toBe(false);
    const listed = (await t.get<DiscuzRow[]>('/api/admin/discuz/list', { session: admin })).body.data.find((b) => b.id === board.id);
    expect(listed).toMatchObject({ enabled: false, topic_count: 1 });

    const empty = await makeBoard(t, admin);
    expect((await t.post('/api/admin/discuz/tag/delete', { session: admin, form: { id: tag.body.data.id } })).body.code).toBe(2000);
    expect((await t.post('/api/admin/discuz/delete', { session: admin, form: { id: empty.id } })).body.code).toBe(2000);
    expect((await t.post('/api/admin/discuz/save', { session: admin, form: { name: '' } })).body.errors).toEqual([{ field: 'name', message: COMMUNITY_ADMIN_MESSAGES.discuzNameInvalid }]);
    expect((await t.post('/api/admin/discuz/tag/save', { session: admin, form: { discuz_id: board.id, name: '标'.repeat(13) } })).body.errors?.[0].message).toBe(COMMUNITY_ADMIN_MESSAGES.tagNameInvalid);
    expect((await t.get('/api/admin/discuz/tags?did=99999999', { session: admin })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('/admin/topic/:type: list, top, valuable, delete and virtual topics by fake users', async () => {
    const board = await makeBoard(t, admin);
    const learner = await t.devLogin({ uid: '10005' });
    const { topic_id } = await postTopic(t, learner, { cate: board.cate, title: '学员帖' });
    const fake = await addFake('小码');
    const v = await t.post<{ topic_id: string }>('/api/admin/topic/virtual', { session: admin, form: { fake_uid: fake.uid, cate: board.cate, title: '虚拟帖', content: '大家好' } });
    expect(v.body.code).toBe(2000);
    expect((await topicDetail(t, learner, v.body.data.topic_id)).author).toMatchObject({ uid: fake.uid, nick_name: '小码' });
    const list = await t.get<Page<AdminTopicRow>>(`/api/admin/topic/list?type=${ContentType.DISCUSSION}&cate_id=${board.id}`, { session: admin });
    expect(list.body.data.list.map((r) => [r.title, r.virtual])).toEqual([
      ['虚拟帖', true],
      ['学员帖', false],
    ]);
    expect((await t.post<{ value: boolean }>('/api/admin/topic/top', { session: admin, form: { topic_id, value: 1 } })).body.data).toEqual({ value: true });
    expect((await t.post('/api/admin/topic/valuable', { session: admin, form: { topic_id, value: 1 } })).body.code).toBe(2000);
    expect(await topicDetail(t, learner, topic_id)).toMatchObject({ top: true, valuable: true });
    // pinned first unless sorted; a whitelisted sort goes either way; filters narrow
    const titles = async (qs: string) =>
      (await t.get<Page<AdminTopicRow>>(`/api/admin/topic/list?type=${ContentType.DISCUSSION}&cate_id=${board.id}&${qs}`, { session: admin })).body.data.list.map((r) => r.title);
    expect(await titles('')).toEqual(['学员帖', '虚拟帖']);
    expect(await titles('sort=id&order=desc')).toEqual(['虚拟帖', '学员帖']);
    expect(await titles('sort=created_at&order=asc')).toEqual(['学员帖', '虚拟帖']);
    expect(await titles(`keyword=${encodeURIComponent('虚拟')}`)).toEqual(['虚拟帖']);
    expect(await titles(`keyword=${encodeURIComponent('大家好')}`)).toEqual(['虚拟帖']);
    await expectListRefusals(t, admin, `/api/admin/topic/list?type=${ContentType.DISCUSSION}`, ['top', 'id', 'created_at', 'like_count', 'comment_count']);
    expect((await t.post('/api/admin/topic/top', { session: admin, form: { topic_id, value: 2 } })).body.errors?.[0].field).toBe('value');
    expect((await t.post('/api/admin/topic/delete', { session: admin, form: { topic_id } })).body.code).toBe(2000);
    expect((await t.post('/api/admin/topic/delete', { session: admin, form: { topic_id } })).body.code).toBe(ApiCode.NOT_FOUND);
    expect((await t.post('/api/admin/topic/virtual', { session: admin, form: { fake_uid: learner.uid, cate: board.cate, title: 't', content: 'c' } })).body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: COMMUNITY_ADMIN_MESSAGES.fakeUserMissing });
    expect((await t.get('/api/admin/topic/list?type=55', { session: admin })).body.errors?.[0].field).toBe('type');
  });

  it('/admin/reply/:type: list, count, handle, public, delete and reply (the asker is notified)', async () => {
    const board = await makeBoard(t, admin);
    const learner = await t.devLogin({ uid: '10007' });
    const { topic_id } = await postTopic(t, learner, { cate: board.cate, title: '问题帖' });
    const c = (await t.post<CommentRow>('/api/v1/comment/post', { session: learner, form: { uid: learner.uid, topic_id, content: '这里有个错别字' } })).body.data;
    const q = `type=${ContentType.DISCUSSION}`;
    const c2 = (await t.post<CommentRow>('/api/v1/comment/post', { session: learner, form: { uid: learner.uid, topic_id, content: '第二条评论' } })).body.data;
    // every page: the seeded planet threads hold more than a page of comments
    const ours = async (qs: string) => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const data = (await t.get<Page<AdminReplyRow>>(`/api/admin/reply/list?${q}&page_size=100&page_no=${page}&${qs}`, { session: admin })).body.data;
        ids.push(...data.list.map((r) => r.comment_id));
        if (!data.list.length || ids.length >= data.total) return ids.filter((id) => [c.comment_id, c2.comment_id].includes(id));
      }
    };
    expect(await ours('sort=id&order=asc')).toEqual([c.comment_id, c2.comment_id]);
    expect(await ours('sort=created_at&order=desc')).toEqual([c2.comment_id, c.comment_id]);
    await expectListRefusals(t, admin, `/api/admin/reply/list?${q}`, ['id', 'created_at', 'like_count']);
    await expectListRefusals(t, admin, `/api/admin/reply/count?${q}`, ['id', 'created_at', 'like_count']);
    const open = await t.get<Page<AdminReplyRow>>(`/api/admin/reply/list?${q}&handled=0&page_size=100`, { session: admin });
    expect(open.body.data.list.find((r) => r.comment_id === c.comment_id)).toMatchObject({ topic_title: '问题帖', handled: false, public: true });
    const before = (await t.get<{ total: number }>(`/api/admin/reply/count?${q}&handled=0`, { session: admin })).body.data.total;

    const reply = await t.post<{ comment_id: string }>('/api/admin/reply/reply', { session: admin, form: { comment_id: c.comment_id, content: '已修正，谢谢' } });
    expect(reply.body.code).toBe(2000);
    expect((await t.get<{ total: number }>(`/api/admin/reply/count?${q}&handled=0`, { session: admin })).body.data.total).toBe(before - 1);
    const notices = (await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${learner.uid}&cate_type=${NoticeCate.REPLY}`, { session: learner })).body.data.list;
    expect(notices.find((n) => n.comment_id === reply.body.data.comment_id)).toMatchObject({ content: '回复了你的评论：已修正，谢谢', from: { uid: admin.uid } });

    expect((await t.post('/api/admin/reply/handle', { session: admin, form: { comment_id: c.comment_id, value: 0 } })).body.data).toEqual({ value: false });
    expect((await t.post('/api/admin/reply/public', { session: admin, form: { comment_id: c.comment_id, value: 0 } })).body.data).toEqual({ value: false });
    const hidden = await t.get<Page<AdminReplyRow>>(`/api/admin/reply/list?${q}&public=0&page_size=100`, { session: admin });
    expect(hidden.body.data.list.map((r) => r.comment_id)).toContain(c.comment_id);
    expect(hidden.body.data.list.map((r) => r.comment_id)).not.toContain(c2.comment_id);
    expect((await t.get(`/api/admin/reply/list?${q}&public=2`, { session: admin })).body.errors).toEqual([{ field: 'public', message: 'public 只能是 0 或 1' }]);
    expect((await t.post('/api/admin/reply/delete', { session: admin, form: { comment_id: c.comment_id } })).body.code).toBe(2000);
    expect((await t.post('/api/admin/reply/handle', { session: admin, form: { comment_id: c.comment_id, value: 1 } })).body.code).toBe(ApiCode.NOT_FOUND);
    expect((await t.post('/api/admin/reply/reply', { session: admin, form: { comment_id: reply.body.data.comment_id, content: 'x'.repeat(501) } })).body.errors?.[0].field).toBe('content');
  });

  it('fake users: add (with VIP through PermitService), list, random, login as, delete', async () => {
    const vipFake = await addFake('会员小号', 1);
    const plain = await addFake('普通小号');
    const permits = t.app.get(PermitService);
    expect(await permits.isVip(vipFake.uid)).toBe(true);
    expect(await permits.isVip(plain.uid)).toBe(false);
    expect(vipFake).toMatchObject({ nick_name: '会员小号', head_img_url: 'https://img.example.com/a.png', grant_vip: true });
    const list = await t.get<Page<FakeUserRow>>('/api/admin/fakeuser/list?page_size=100', { session: admin });
    expect(list.body.data.list.map((f) => f.uid)).toEqual(expect.arrayContaining([vipFake.uid, plain.uid]));
    const random = await t.get<FakeUserRow[]>('/api/admin/fakeuser/random?count=2', { session: admin });
    expect(random.body.data).toHaveLength(2);
    expect(new Set(random.body.data.map((f) => f.uid)).size).toBe(2);

    const session = await t.post<SessionInfo>('/api/admin/fakeuser/login', { session: admin, form: { uid: plain.uid } });
    expect(session.body.data.uid).toBe(plain.uid);
    const me = await t.get<UserProfile>('/api/user', { session: session.body.data });
    expect(me.body.data.nick_name).toBe('普通小号');
    expect((await t.post('/api/admin/fakeuser/login', { session: admin, form: { uid: '10002' } })).body.code).toBe(ApiCode.NOT_FOUND);

    expect((await t.post('/api/admin/fakeuser/delete', { session: admin, form: { uid: vipFake.uid } })).body.code).toBe(2000);
    expect(await permits.isVip(vipFake.uid)).toBe(false);
    expect((await t.post('/api/admin/fakeuser/delete', { session: admin, form: { uid: vipFake.uid } })).body.code).toBe(ApiCode.NOT_FOUND);
    expect((await t.post('/api/admin/fakeuser/add', { session: admin, form: { nick_name: '' } })).body.errors?.[0].field).toBe('nick_name');
    expect((await t.post('/api/admin/fakeuser/add', { session: admin, form: { nick_name: 'x', head_img_url: 'javascript:alert(1)' } })).body.errors?.[0].field).toBe('head_img_url');
    expect((await t.get('/api/admin/fakeuser/random?count=21', { session: admin })).body.errors?.[0].field).toBe('count');
  });

  it('fake user, robot comment and robot job lists follow the admin list contract', async () => {
    const vip = await addFake('排序甲号', 1);
    const plain = await addFake('排序乙号');
    const list = async <R>(path: string) => (await t.get<Page<R>>(path, { session: admin })).body.data.list;
    // created_at has second precision on SQLite: make the older one clearly older
    await t.app.get(DataSource).getRepository(FakeUserEntity).update({ uid: vip.uid }, { createdAt: new Date('2020-01-01T00:00:00Z') });
    const fakes = '/api/admin/fakeuser/list';
    await expectSorted<FakeUserRow>(t, admin, fakes, 'created_at', (f) => f.created_at);
    expect((await list<FakeUserRow>(`${fakes}?keyword=${encodeURIComponent('排序')}&sort=created_at&order=asc`)).map((f) => f.uid)).toEqual([vip.uid, plain.uid]);
    expect((await list<FakeUserRow>(`${fakes}?keyword=${plain.uid}`)).map((f) => f.uid)).toEqual([plain.uid]);
    const vips = await list<FakeUserRow>(`${fakes}?grant_vip=true`);
    expect(vips.map((f) => f.uid)).toContain(vip.uid);
    expect(vips.every((f) => f.grant_vip)).toBe(true);
    await expectListRefusals(t, admin, fakes, ['created_at']);

    const say = async (content: string, enabled: 0 | 1) => (await t.post<{ id: string }>('/api/admin/robot/comment/save', { session: admin, form: { content, enabled } })).body.data.id;
    const on = await say('排序评论·启用', 1);
    const off = await say('排序评论·停用', 0);
    const pool = '/api/admin/robot/comment/list';
    await expectSorted<RobotCommentRow>(t, admin, pool, 'id', (r) => Number(r.id));
    expect((await list<RobotCommentRow>(`${pool}?content=${encodeURIComponent('排序评论')}&sort=id&order=asc`)).map((r) => r.id)).toEqual([on, off]);
    expect((await list<RobotCommentRow>(`${pool}?enabled=false`)).map((r) => r.id)).toEqual([off]);
    await expectListRefusals(t, admin, pool, ['id', 'created_at']);

    const board = await makeBoard(t, admin);
    const now = Date.now();
    const job = async (kind: string, inMs: number) => (await t.post<RobotJobRow>('/api/admin/robot/job/create', { session: admin, form: { discuz_id: board.id, kind, run_at: new Date(now + inMs).toISOString(), title: 't', content: 'c' } })).body.data;
    const soon = await job('comment', 3600_000);
    const late = await job('topic', 7200_000);
    await t.post('/api/admin/robot/job/cancel', { session: admin, form: { id: soon.id } });
    const jobs = `/api/admin/robot/job/list?did=${board.id}`;
    await expectSorted<RobotJobRow>(t, admin, jobs, 'run_at', (r) => r.run_at);
    expect((await list<RobotJobRow>(jobs)).map((r) => r.id)).toEqual([late.id, soon.id]);
    expect((await list<RobotJobRow>(`${jobs}&status=cancelled`)).map((r) => r.id)).toEqual([soon.id]);
    expect((await list<RobotJobRow>(`${jobs}&kind=topic`)).map((r) => r.id)).toEqual([late.id]);
    await expectListRefusals(t, admin, jobs, ['id', 'run_at', 'created_at']);
  });

  it('robot comments and scheduled jobs: each due job runs once across instances', async () => {
    const board = await makeBoard(t, admin);
    const fake = await addFake('机器人一号');
    const rc = await t.post<{ id: string }>('/api/admin/robot/comment/save', { session: admin, form: { content: `写得好！${Date.now()}`, cate_type: ContentType.DISCUSSION } });
    expect(rc.body.code).toBe(2000);
    const pool = await t.get<Page<RobotCommentRow>>('/api/admin/robot/comment/list?page_size=100', { session: admin });
    expect(pool.body.data.list.some((r) => r.id === rc.body.data.id)).toBe(true);
    expect((await t.post('/api/admin/robot/comment/save', { session: admin, form: { content: '' } })).body.errors?.[0].message).toBe(COMMUNITY_ADMIN_MESSAGES.robotCommentInvalid);

    const now = Date.now();
    const job = async (form: Record<string, string | number>) => t.post<RobotJobRow>('/api/admin/robot/job/create', { session: admin, form: { discuz_id: board.id, ...form } });
    const topicJob = await job({ kind: 'topic', run_at: String(now), fake_uid: fake.uid, title: '定时帖', content: '早上好' });
    expect(topicJob.body.data).toMatchObject({ status: 'pending', kind: 'topic' });
    const later = await job({ kind: 'comment', run_at: new Date(now + 3600_000).toISOString() });
    const cancelled = await job({ kind: 'comment', run_at: new Date(now + 7200_000).toISOString() });
    expect((await t.post('/api/admin/robot/job/cancel', { session: admin, form: { id: cancelled.body.data.id } })).body.code).toBe(2000);
    expect((await t.post('/api/admin/robot/job/cancel', { session: admin, form: { id: cancelled.body.data.id } })).body.errors?.[0].message).toBe(COMMUNITY_ADMIN_MESSAGES.jobNotPending);
    expect((await job({ kind: 'topic', run_at: String(now + 40 * 86400_000), title: 't', content: 'c' })).body.errors?.[0].message).toBe(COMMUNITY_ADMIN_MESSAGES.runAtInvalid);
    expect((await job({ kind: 'topic', run_at: 'tomorrow', title: 't', content: 'c' })).body.errors?.[0].field).toBe('run_at');
    expect((await job({ kind: 'topic', run_at: String(now) })).body.errors?.[0].field).toBe('title');

    // two instances tick at the same moment: the topic job runs exactly once
    const robots = t.app.get(RobotService);
    const [a, b] = await Promise.all([robots.runDue(new Date(now + 1000), 'instance-a'), robots.runDue(new Date(now + 1000), 'instance-b')]);
    expect([...a.ran, ...b.ran].filter((id) => id === topicJob.body.data.id)).toHaveLength(1);
    const jobs = (await t.get<Page<RobotJobRow>>(`/api/admin/robot/job/list?did=${board.id}`, { session: admin })).body.data.list;
    const done = jobs.find((j) => j.id === topicJob.body.data.id)!;
    expect(done.status).toBe('done');
    const learner = await t.devLogin({ uid: '10008' });
    expect(await topicDetail(t, learner, done.result_id)).toMatchObject({ title: '定时帖', content: '早上好', author: { uid: fake.uid } });
    expect(jobs.find((j) => j.id === later.body.data.id)?.status).toBe('pending');

    // the comment job comes due: a random fake user comments on a recent topic of the board
    await robots.runDue(new Date(now + 3600_000 + 1000), 'instance-a');
    const commentJob = (await t.get<Page<RobotJobRow>>(`/api/admin/robot/job/list?did=${board.id}`, { session: admin })).body.data.list.find((j) => j.id === later.body.data.id)!;
    expect(commentJob.status).toBe('done');
    const comments = await t.get<Page<CommentRow>>(`/api/v1/comment/list?topic_id=${done.result_id}`, { session: learner });
    expect(comments.body.data.list.map((c) => c.comment_id)).toContain(commentJob.result_id);
    expect((await t.get<Page<TopicRow>>(`/api/v1/topic/list?cate=${board.cate}`, { session: learner })).body.data.list[0].comment_count).toBe(1);
    const d: TopicDetail = await topicDetail(t, learner, done.result_id);
    expect(d.comment_count).toBe(1);
  });

  it('a job that cannot run is marked failed with the reason', async () => {
    const board = await makeBoard(t, admin);
    const now = Date.now();
    const res = await t.post<RobotJobRow>('/api/admin/robot/job/create', { session: admin, form: { discuz_id: board.id, kind: 'comment', run_at: String(now) } });
    await t.app.get(RobotService).runDue(new Date(now + 1000), 'instance-c');
    const row = (await t.get<Page<RobotJobRow>>(`/api/admin/robot/job/list?did=${board.id}`, { session: admin })).body.data.list.find((j) => j.id === res.body.data.id)!;
    expect(row.status).toBe('failed');
    expect([COMMUNITY_ADMIN_MESSAGES.noTopicForComment, COMMUNITY_ADMIN_MESSAGES.noFakeUsers]).toContain(row.error);
  });
});
