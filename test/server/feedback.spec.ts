import { ApiCode, Page } from '../../types/api';
import { FEEDBACK_MESSAGES, FeedbackRow } from '../../types/feedback';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';

describe('feedback', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  it('stores what a signed-in user sends and shows it to admins, who mark it handled', async () => {
    const user = await t.devLogin({ uid: '10020' });
    const content = `题目页面加载很慢 ${Date.now()}`;
    const res = await t.post<{ id: string }>('/api/v1/feedback', { session: user, form: { content, contact: 'wx_abc', page: '/oj' }, headers: { 'client-type': 'h5' } });
    expect(res.body.code).toBe(2000);
    const open = await t.get<Page<FeedbackRow>>('/api/admin/feedback/list?handled=0&page_size=100', { session: admin });
    const row = open.body.data.list.find((r) => r.id === res.body.data.id)!;
    expect(row).toMatchObject({ uid: '10020', content, contact: 'wx_abc', page: '/oj', client_type: 'h5', handled: false });
    expect(row.nick_name).not.toBe('');
    expect((await t.post('/api/admin/feedback/handle', { session: admin, form: { id: row.id } })).body.code).toBe(2000);
    const handled = await t.get<Page<FeedbackRow>>('/api/admin/feedback/list?handled=1&page_size=100', { session: admin });
    expect(handled.body.data.list.map((r) => r.id)).toContain(row.id);
    expect((await t.post('/api/admin/feedback/handle', { session: admin, form: { id: '99999999' } })).body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('validates content and contact with Chinese messages', async () => {
    const user = await t.devLogin({ uid: '10021' });
    for (const content of ['', '   ', 'x'.repeat(1001)]) {
      const res = await t.post('/api/v1/feedback', { session: user, form: { content } });
      expect(res.body.errors).toEqual([{ field: 'content', message: FEEDBACK_MESSAGES.contentInvalid }]);
    }
    const contact = await t.post('/api/v1/feedback', { session: user, form: { content: 'ok', contact: 'c'.repeat(51) } });
    expect(contact.body.errors).toEqual([{ field: 'contact', message: FEEDBACK_MESSAGES.contactTooLong }]);
  });

  it('limits how often one user can send', async () => {
    const user = await t.devLogin({ uid: '10022' });
    for (let i = 0; i < 5; i++) expect((await t.post('/api/v1/feedback', { session: user, form: { content: `第${i}条` } })).body.code).toBe(2000);
    const res = await t.post('/api/v1/feedback', { session: user, form: { content: '第6条' } });
    expect(res.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: FEEDBACK_MESSAGES.tooFrequent });
  });

  it('is guarded: anonymous cannot send, users cannot read the list', async () => {
    expect((await t.post('/api/v1/feedback', { form: { content: 'hi' } })).body.code).toBe(ApiCode.UNAUTHORIZED);
    const user = await t.devLogin('user');
    expect((await t.get('/api/admin/feedback/list', { session: user })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get('/api/admin/feedback/list?handled=2', { session: admin })).body.errors?.[0].field).toBe('handled');
  });
});

describe('my feedback (/feedback page)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('lists only the caller’s own feedback, newest first', async () => {
    const me = await t.devLogin({ uid: '10023' });
    const other = await t.devLogin({ uid: '10025' });
    await t.post('/api/v1/feedback', { session: other, form: { content: '别人的反馈' } });
    await t.post('/api/v1/feedback', { session: me, form: { content: '第一条' } });
    await t.post('/api/v1/feedback', { session: me, form: { content: '第二条' } });
    const mine = await t.get<Page<FeedbackRow>>('/api/v1/feedback/mine', { session: me });
    expect(mine.body.data.list.map((r) => r.content).slice(0, 2)).toEqual(['第二条', '第一条']);
    expect(mine.body.data.list.every((r) => r.uid === me.uid)).toBe(true);
    expect((await t.get('/api/v1/feedback/mine')).body.code).toBe(ApiCode.UNAUTHORIZED);
  });
});
