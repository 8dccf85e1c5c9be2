import { checkRule, type AuditLineView } from '../../types/admin';
import { COUPON_RULES, SALE_CHANNEL_RULES } from '../../types/commerce-admin';
import type { Page } from '../../types/api';
import type { CouponView, SaleChannelView } from '../../types/commerce';
import type { SessionInfo } from '../../types/user';
import type { AdminExamRow } from '../../types/exam-admin';
import { auditBody } from '../../server/src/modules/audit/audit.interceptor';
import { TestApp } from '../helpers/app';

jest.setTimeout(30_000);

const coupon = (name: string, over: Record<string, string | number> = {}) => ({
  name, kind: 'amount', value: 500, valid_from: '2026-01-01T00:00:00.000Z', valid_until: '2026-03-01T00:00:00.000Z', enabled: 1, ...over,
});

describe('admin list contract and audit lines', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let user: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    user = await t.devLogin('user');
    for (const [name, over] of [['春季满减', {}], ['春季折扣', { kind: 'discount', value: 80 }], ['夏季满减', { enabled: 0, valid_until: '2026-08-01T00:00:00.000Z' }]] as const) {
      expect((await t.post('/api/admin/coupon/save', { session: admin, form: coupon(name, over) })).body.code).toBe(2000);
    }
  });
  afterAll(() => t.close());

  const list = (qs: string) => t.get<Page<CouponView>>(`/api/admin/coupon/list?${qs}`, { session: admin });

  it('filters, sorts and pages by the whitelisted fields', async () => {
    expect((await list('name=春季')).body.data.list.map((c) => c.name).sort()).toEqual(['春季折扣', '春季满减']);
    expect((await list('kind=discount')).body.data.list.map((c) => c.name)).toEqual(['春季折扣']);
    expect((await list('enabled=false')).body.data.list.map((c) => c.name)).toEqual(['夏季满减']);
    expect((await list('valid_until=2026-07-01,2026-08-31')).body.data.list.map((c) => c.name)).toEqual(['夏季满减']);
    expect((await list('valid_until=,2026-03-01')).body.data.total).toBe(2);
    const asc = (await list('sort=value&order=asc')).body.data.list.map((c) => c.value);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const all = (await list('page_size=100')).body.data.total;
    const paged = (await list('page_no=2&page_size=2')).body.data;
    expect(paged).toMatchObject({ total: all, page_no: 2, page_size: 2 });
    expect(paged.list).toHaveLength(Math.min(2, all - 2));
    // an empty filter (a cleared input in the URL) is no filter
    expect((await list('name=&kind=')).body.data.total).toBe(all);
  });

  it('refuses an unknown filter, an unknown sort, a bad order, a bad range and a page size over 100 with 4220, never 500', async () => {
    const cases: [string, string, string][] = [
      ['secret=1', 'secret', '不支持的筛选条件：secret'],
      ['sort=product_ids', 'sort', '不支持按「product_ids」排序，可排序字段：id、value、valid_from、valid_until、claimed'],
      ['order=sideways', 'order', '排序方向只能是 asc 或 desc'],
      ['valid_until=yesterday', 'valid_until', '结束时间 的时间范围格式应为 开始,结束（如 2026-01-01,2026-01-31）'],
      ['page_size=101', 'page_size', 'page_size 不能大于100'],
      ['kind=free', 'kind', '优惠券类型只能是满减或折扣'],
      ['enabled=maybe', 'enabled', '启用只能是是或否'],
    ];
    for (const [qs, field, message] of cases) {
      const res = await list(qs);
      expect({ qs, status: res.status, code: res.body.code }).toEqual({ qs, status: 422, code: 4220 });
      expect(res.body.errors).toContainEqual({ field, message });
      expect(res.body.msg).toBeTruthy();
    }
  });

  it('writes one audit line per admin write with who, what and before/after, readable per record', async () => {
    const created = (await t.post<SaleChannelView[]>('/api/admin/sale-channel/save', { session: admin, form: { code: 'audit-a', name: '审计渠道', enabled: 1 } })).body.data;
    const id = created.find((c) => c.code === 'audit-a')!.id;
    await t.post('/api/admin/sale-channel/save', { session: admin, form: { id, code: 'audit-a', name: '审计渠道改名', enabled: 0 } });
    const lines = (await t.get<Page<AuditLineView>>(`/api/admin/audit/list?entity=sale_channel&entity_id=${id}`, { session: admin })).body.data;
    expect(lines.total).toBe(2);
    const [update, create] = lines.list;
    expect(update).toMatchObject({ actor_uid: admin.uid, actor_name: expect.any(String), entity: 'sale_channel', entity_id: id, action: 'update' });
    expect(update.before).toMatchObject({ name: '审计渠道', enabled: true });
    expect(update.after).toMatchObject({ name: '审计渠道改名', enabled: false });
    expect(create).toMatchObject({ action: 'create', before: null, after: expect.objectContaining({ code: 'audit-a' }) });
    // a failed write leaves no line
    await t.post('/api/admin/sale-channel/save', { session: admin, form: { code: 'audit-a', name: '重复', enabled: 1 } });
    expect((await t.get<Page<AuditLineView>>(`/api/admin/audit/list?entity=sale_channel&entity_id=${id}`, { session: admin })).body.data.total).toBe(2);

    const c = (await list('name=夏季')).body.data.list[0];
    await t.post('/api/admin/coupon/save', { session: admin, form: { ...coupon('夏季满减', { valid_until: '2026-08-01T00:00:00.000Z' }), id: c.id, value: 900, enabled: 1 } });
    const couponLines = (await t.get<Page<AuditLineView>>(`/api/admin/audit/list?entity=coupon&entity_id=${c.id}&action=update`, { session: admin })).body.data.list;
    expect(couponLines).toHaveLength(1);
    expect(couponLines[0].before).toMatchObject({ value: 500, enabled: false });
    expect(couponLines[0].after).toMatchObject({ value: 900, enabled: true });

    await t.post('/api/admin/pay/channel/save', { session: admin, form: { code: 'sandbox', name: '沙箱', clients: 'desktop', enabled: 1 } });
    const pay = (await t.get<Page<AuditLineView>>('/api/admin/audit/list?entity=pay_channel&entity_id=sandbox', { session: admin })).body.data.list;
    expect(pay[0].after).toMatchObject({ name: '沙箱', clients: 'desktop' });
  });

  it('records writes of services without their own line too: who, which record, what was sent; secrets masked', async () => {
    const now = Date.now();
    const form = { title: '审计考试', access: 'free', start_at: new Date(now).toISOString(), end_at: new Date(now + 3600_000).toISOString(), duration: 30, attempts_allowed: 1, result_rule: 1, published: 'false' };
    const created = (await t.post<AdminExamRow>('/api/admin/exam/save', { session: admin, form })).body.data;
    await t.post('/api/admin/exam/save', { session: admin, form: { ...form, exam_id: created.exam_id, title: '审计考试改名' } });
    const lines = (await t.get<Page<AuditLineView>>(`/api/admin/audit/list?entity=exam&entity_id=${created.exam_id}`, { session: admin })).body.data;
    expect(lines.list.map((l) => l.action)).toEqual(['update', 'create']);
    expect(lines.list[0]).toMatchObject({ actor_uid: admin.uid, entity: 'exam', entity_id: created.exam_id, before: null, after: expect.objectContaining({ title: '审计考试改名' }) });
    await t.post('/api/admin/exam/delete', { session: admin, form: { exam_id: created.exam_id } });
    const del = (await t.get<Page<AuditLineView>>(`/api/admin/audit/list?entity=exam&entity_id=${created.exam_id}&action=delete`, { session: admin })).body.data;
    expect(del.total).toBe(1);
    // a refused write and a learner's write leave no line
    const before = (await t.get<Page<AuditLineView>>('/api/admin/audit/list?entity=exam', { session: admin })).body.data.total;
    expect((await t.post('/api/admin/exam/save', { session: admin, form: { ...form, title: '' } })).body.code).toBe(4220);
    expect((await t.post('/api/admin/exam/save', { session: user, form })).status).toBe(403);
    expect((await t.get<Page<AuditLineView>>('/api/admin/audit/list?entity=exam', { session: admin })).body.data.total).toBe(before);
    expect(auditBody({ name: 'x', api_secret: 'k', mch_private_key: 'p', note: 'y'.repeat(3000) })).toEqual({ name: 'x', api_secret: '***', mch_private_key: '***', note: `${'y'.repeat(2000)}…` });
  });

  it('answers a form with missing or bad fields with the same messages the admin form shows (types/ rules)', async () => {
    const res = await t.post('/api/admin/sale-channel/save', { session: admin, form: { code: 'a b', name: '', enabled: 1 } });
    expect(res.body.code).toBe(4220);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'code', message: checkRule(SALE_CHANNEL_RULES.code, 'a b') },
        { field: 'name', message: checkRule(SALE_CHANNEL_RULES.name, '') },
      ]),
    );
    const missing = await t.post('/api/admin/coupon/save', { session: admin, form: { kind: 'amount', value: 1, valid_from: '2026-01-01', valid_until: '2026-02-01', enabled: 1, per_user_limit: 0 } });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: '请填写优惠券名称' },
        { field: 'per_user_limit', message: checkRule(COUPON_RULES.per_user_limit, 0) },
      ]),
    );
  });

  it('keeps the audit list to admins and validates its own query', async () => {
    expect((await t.get('/api/admin/audit/list')).status).toBe(401);
    expect((await t.get('/api/admin/audit/list', { session: user })).status).toBe(403);
    expect((await t.get('/api/admin/coupon/list', { session: user })).status).toBe(403);
    const bad = await t.get('/api/admin/audit/list?entity=DROP%20TABLE', { session: admin });
    expect(bad.body).toMatchObject({ code: 4220, errors: [{ field: 'entity', message: '资源名称格式不正确' }] });
  });
});
