import { DataSource } from 'typeorm';
import { ApiCode, Page } from '../../types/api';
import { NOTICE_MESSAGES, NoticeCate, NoticeRow, SystemNoticeRow, SystemNoticeType, UnreadCounts } from '../../types/notice';
import type { SessionInfo } from '../../types/user';
import { NoticeService } from '../../server/src/modules/notice/notice.service';
import { TestApp } from '../helpers/app';

describe('notices', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let notices: NoticeService;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    notices = t.app.get(NoticeService);
  });
  afterAll(() => t.close());

  const unread = async (s: SessionInfo) => (await t.get<UnreadCounts>(`/api/v1/notice/unread?uid=${s.uid}`, { session: s })).body.data;

  it('creates user notices (not to oneself), lists them newest first by cate_type and marks them read', async () => {
    const me = await t.devLogin({ uid: '10011' });
    const before = await unread(me);
    await notices.create({ uid: me.uid, cateType: NoticeCate.REPLY, fromUid: '10012', content: '回复了你：好问题', link: '/topic/1', topicId: '1' });
    await notices.create({ uid: me.uid, cateType: NoticeCate.LIKE, fromUid: '10013', content: '赞了你的评论' });
    expect(await notices.create({ uid: me.uid, cateType: NoticeCate.LIKE, fromUid: me.uid, content: '自己赞自己' })).toBeNull();
    const after = await unread(me);
    expect(after.user - before.user).toBe(2);
    expect(after.by_cate[String(NoticeCate.REPLY)]).toBeGreaterThanOrEqual(1);

    const list = await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${me.uid}&page_size=2`, { session: me });
    expect(list.body.data.list.map((r) => r.content)).toEqual(['赞了你的评论', '回复了你：好问题']);
    expect(list.body.data.list[0]).toMatchObject({ cate_type: NoticeCate.LIKE, read: false, from: { uid: '10013' } });
    expect(list.body.data.list[0].from!.nick_name).not.toBe('');
    const replies = await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${me.uid}&cate_type=${NoticeCate.REPLY}`, { session: me });
    expect(replies.body.data.list.every((r) => r.cate_type === NoticeCate.REPLY)).toBe(true);

    const read = await t.post<{ updated: number }>('/api/v1/notice/read', { session: me, form: { uid: me.uid, kind: 'user', cate_type: NoticeCate.LIKE } });
    expect(read.body.data.updated).toBeGreaterThanOrEqual(1);
    expect((await unread(me)).by_cate[String(NoticeCate.LIKE)]).toBeUndefined();
    await t.post('/api/v1/notice/read', { session: me, form: { uid: me.uid, kind: 'user' } });
    expect((await unread(me)).user).toBe(0);
  });

  it('creates a notice inside the caller transaction: a rollback takes it away', async () => {
    const ds = t.app.get(DataSource);
    const before = await notices.userList('10014', undefined, {});
    await expect(
      ds.transaction(async (em) => {
        await notices.create({ uid: '10014', cateType: NoticeCate.ORDER, content: '订单支付成功' }, em);
        throw new Error('payment failed later');
      }),
    ).rejects.toThrow('payment failed later');
    expect((await notices.userList('10014', undefined, {})).total).toBe(before.total);
    await ds.transaction((em) => notices.create({ uid: '10014', cateType: NoticeCate.ORDER, content: '订单支付成功' }, em));
    expect((await notices.userList('10014', undefined, {})).total).toBe(before.total + 1);
  });

  it('admins broadcast system notices; each user reads them once', async () => {
    const u = await t.devLogin({ uid: '10015' });
    await t.post('/api/v1/notice/read', { session: u, form: { uid: u.uid, kind: 'system' } });
    const base = await unread(u);
    const sent = await t.post<{ id: string }>('/api/admin/notice/system/send', { session: admin, form: { type: SystemNoticeType.ANNOUNCEMENT, title: '上新', content: '新课程上线' } });
    expect(sent.body.code).toBe(2000);
    expect((await unread(u)).system).toBe(base.system + 1);
    const list = await t.get<Page<SystemNoticeRow>>(`/api/v1/notice/system/list?uid=${u.uid}`, { session: u });
    expect(list.body.data.list[0]).toMatchObject({ id: sent.body.data.id, type: 1, title: '上新', content: '新课程上线', read: false });
    await t.post('/api/v1/notice/read', { session: u, form: { uid: u.uid, kind: 'system' } });
    expect((await unread(u)).system).toBe(0);
    const again = await t.get<Page<SystemNoticeRow>>(`/api/v1/notice/system/list?uid=${u.uid}`, { session: u });
    expect(again.body.data.list[0].read).toBe(true);
    // another user still has it unread
    const other = await t.devLogin({ uid: '10016' });
    expect((await unread(other)).system).toBeGreaterThanOrEqual(1);
  });

  it('admins send a direct notice to one user', async () => {
    const u = await t.devLogin({ uid: '10017' });
    const sent = await t.post('/api/admin/notice/system/send', { session: admin, form: { type: 1, content: '你的反馈已处理', uid: u.uid } });
    expect(sent.body).toMatchObject({ code: 2000 });
    const list = await t.get<Page<NoticeRow>>(`/api/v1/notice/user/list?uid=${u.uid}&cate_type=${NoticeCate.DIRECT}`, { session: u });
    expect(list.body.data.list[0]).toMatchObject({ content: '你的反馈已处理', from: null });
    expect((await t.post('/api/admin/notice/system/send', { session: admin, form: { type: 1, content: 'x', uid: '99999999' } })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('validates and guards', async () => {
    const u = await t.devLogin({ uid: '10019' });
    expect((await t.get('/api/v1/notice/unread?uid=10019')).body.code).toBe(ApiCode.UNAUTHORIZED);
    expect((await t.get('/api/v1/notice/unread?uid=10002', { session: u })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get('/api/v1/notice/user/list?uid=10002', { session: u })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.post('/api/v1/notice/read', { session: u, form: { uid: '10002', kind: 'user' } })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get(`/api/v1/notice/user/list?uid=${u.uid}&cate_type=9`, { session: u })).body.errors?.[0]).toEqual({ field: 'cate_type', message: NOTICE_MESSAGES.cateInvalid });
    expect((await t.get(`/api/v1/notice/user/list?uid=${u.uid}&page_size=101`, { session: u })).body.errors?.[0].field).toBe('page_size');
    expect((await t.post('/api/v1/notice/read', { session: u, form: { uid: u.uid, kind: 'all' } })).body.errors?.[0].field).toBe('kind');
    expect((await t.post('/api/admin/notice/system/send', { session: u, form: { type: 1, content: 'hi' } })).body.code).toBe(ApiCode.FORBIDDEN);
    for (const content of ['', '  ', 'x'.repeat(2001)]) {
      const res = await t.post('/api/admin/notice/system/send', { session: admin, form: { type: 1, content } });
      expect(res.body.errors).toEqual([{ field: 'content', message: NOTICE_MESSAGES.contentInvalid }]);
    }
    expect((await t.post('/api/admin/notice/system/send', { session: admin, form: { type: 7, content: 'x' } })).body.errors?.[0]).toEqual({ field: 'type', message: NOTICE_MESSAGES.typeInvalid });
    expect((await t.post('/api/admin/notice/system/send', { session: admin, form: { type: 1, content: 'x', title: 't'.repeat(61) } })).body.errors?.[0].field).toBe('title');
    expect((await t.get('/api/admin/notice/system/list', { session: admin })).body.code).toBe(2000);
  });
});
