import { ApiCode, Page } from '../../types/api';
import type { AdminUserRow, SessionInfo } from '../../types/user';
import { expectListRefusals } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';

describe('admin user list (guard order: token -> phone -> admin)', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  it('guards every admin call in the spec order', async () => {
    expect((await t.get('/api/admin/user/list')).status).toBe(401);
    const noPhone = await t.devLogin({ uid: '10003' });
    expect(noPhone.user.telephone).toBeNull();
    const res = await t.get('/api/admin/user/list', { session: noPhone });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: ApiCode.PHONE_REQUIRED, msg: '请先绑定手机号' });
    const user = await t.devLogin('user');
    const denied = await t.get('/api/admin/user/count', { session: user });
    expect(denied.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '没有权限' });
  });

  it('pages through all users, newest first, with a total that matches the count', async () => {
    const { total } = (await t.get<{ total: number }>('/api/admin/user/count', { session: admin })).body.data;
    expect(total).toBeGreaterThanOrEqual(32);
    const first = await t.get<Page<AdminUserRow>>('/api/admin/user/list?page_no=1&page_size=10', { session: admin });
    expect(first.body.data).toMatchObject({ total, page_no: 1, page_size: 10 });
    expect(first.body.data.list).toHaveLength(10);
    const uids = first.body.data.list.map((u) => BigInt(u.uid));
    expect([...uids].sort((a, b) => (a < b ? 1 : -1))).toEqual(uids);
    const lastPage = Math.ceil(total / 10);
    const last = await t.get<Page<AdminUserRow>>(`/api/admin/user/list?page_no=${lastPage}&page_size=10`, { session: admin });
    expect(last.body.data.list).toHaveLength(total - (lastPage - 1) * 10);
    expect(last.body.data.list.at(-1)!.uid).toBe('10001');
    const beyond = await t.get<Page<AdminUserRow>>(`/api/admin/user/list?page_no=${lastPage + 1}&page_size=10`, { session: admin });
    expect(beyond.body.data).toMatchObject({ list: [], total });
    const defaults = await t.get<Page<AdminUserRow>>('/api/admin/user/list', { session: admin });
    expect(defaults.body.data).toMatchObject({ page_no: 1, page_size: 20 });
  });

  it('searches by nickname, phone fragment or exact uid, and counts the same way', async () => {
    const byNick = await t.get<Page<AdminUserRow>>(`/api/admin/user/list?keyword=${encodeURIComponent('管理员')}`, { session: admin });
    expect(byNick.body.data.list.map((u) => u.uid)).toEqual(['10001']);
    const byPhone = await t.get<Page<AdminUserRow>>('/api/admin/user/list?keyword=13800000002', { session: admin });
    expect(byPhone.body.data.list.map((u) => u.uid)).toEqual(['10002']);
    const byUid = await t.get<Page<AdminUserRow>>('/api/admin/user/list?keyword=10007', { session: admin });
    expect(byUid.body.data.list.map((u) => u.uid)).toContain('10007');
    const count = await t.get<{ total: number }>(`/api/admin/user/count?keyword=${encodeURIComponent('刷题达人')}`, { session: admin });
    expect(count.body.data.total).toBe(3);
    const wild = await t.get<Page<AdminUserRow>>('/api/admin/user/list?keyword=%25', { session: admin });
    expect(wild.body.data.total).toBe(0);
  });

  it('rejects bad paging with per-field messages', async () => {
    const res = await t.get('/api/admin/user/list?page_no=0&page_size=101', { session: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'page_no', message: 'page_no 不能小于1' },
        { field: 'page_size', message: 'page_size 不能大于100' },
      ]),
    );
    const text = await t.get('/api/admin/user/list?page_no=abc', { session: admin });
    expect(text.body.errors?.[0]).toEqual({ field: 'page_no', message: 'page_no 必须是整数' });
    const long = await t.get(`/api/admin/user/list?keyword=${'x'.repeat(51)}`, { session: admin });
    expect(long.body.errors?.[0].field).toBe('keyword');
  });

  it('sorts by uid or registration time either way and refuses anything outside the list contract', async () => {
    const list = async (qs: string) => (await t.get<Page<AdminUserRow>>(`/api/admin/user/list?page_size=100&${qs}`, { session: admin })).body.data.list;
    const asc = (await list('sort=uid&order=asc')).map((u) => u.uid);
    expect(asc[0]).toBe('10001');
    expect((await list('sort=uid&order=desc')).map((u) => u.uid)).toEqual([...asc].reverse());
    const registered = (await list('sort=created_at&order=asc')).map((u) => u.created_at);
    expect(registered).toEqual([...registered].sort());
    expect((await list('sort=created_at&order=desc')).map((u) => u.created_at)).toEqual([...registered].reverse());
    await expectListRefusals(t, admin, '/api/admin/user/list', ['uid', 'created_at']);
    await expectListRefusals(t, admin, '/api/admin/user/count', ['uid', 'created_at']);
  });
});
