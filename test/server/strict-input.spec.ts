import { DataSource } from 'typeorm';
import { BODY_LIMITS, BODY_MESSAGES } from '../../types/validation';
import type { SessionInfo } from '../../types/user';
import { checkJsonShape } from '../../server/src/common/body-limits';
import { TestApp } from '../helpers/app';
import { makeExam, question } from '../helpers/exam';

jest.setTimeout(60_000);

/** The edge of the API (issue 24): body size and shape, and values of the wrong type refused, never coerced. */
describe('strict input at the edge', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let user: SessionInfo;
  let ds: DataSource;

  beforeAll(async () => {
    // plain envelopes: the raw requests below read them as they are
    t = await TestApp.start({ API_ENCRYPT: 'off' });
    admin = await t.devLogin('admin');
    user = await t.devLogin('user');
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const raw = (url: string, payload: string, opts: { session?: SessionInfo; type?: string } = {}) =>
    t.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': opts.type ?? 'application/json', ...(opts.session ? { authorization: opts.session.token, uid: opts.session.uid } : {}) },
    });
  const envelope = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; errors?: { field: string; message: string }[] }) });
  const coupon = { name: '新人立减', kind: 'amount', value: 500, valid_from: '2026-01-01T00:00:00.000Z', valid_until: '2026-03-01T00:00:00.000Z', enabled: true };

  describe('bodies', () => {
    it('refuses a body nested past the limit before anything converts it, signed in or not', async () => {
      const deep = `{"telephone":"13800138000","code":"123456","x":${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}}`;
      // 4 MB: past the size limit first
      expect(envelope(await raw('/api/v1/login/telephone', deep))).toMatchObject({ status: 413, code: 4130 });
      const small = `{"telephone":"13800138000","code":"123456","x":${'['.repeat(3000)}${']'.repeat(3000)}}`;
      expect(envelope(await raw('/api/v1/login/telephone', small))).toMatchObject({ status: 422, code: 4220, msg: BODY_MESSAGES.tooDeep });
      expect(envelope(await raw('/api/admin/coupon/save', small, { session: admin }))).toMatchObject({ status: 422, code: 4220, msg: BODY_MESSAGES.tooDeep });
    });

    it('keeps the default body small and lets the routes that need it take more', async () => {
      const big = JSON.stringify({ telephone: '13800138000', code: '123456', x: 'a'.repeat(BODY_LIMITS.defaultBytes) });
      expect(envelope(await raw('/api/v1/login/telephone', big))).toMatchObject({ status: 413, code: 4130, msg: BODY_MESSAGES.tooLarge });
      // an admin problem statement of 30000 Chinese characters and ten long samples is larger than the default
      const content = '题'.repeat(30_000);
      const problem = JSON.stringify({ title: '大题面', content, samples: JSON.stringify(Array.from({ length: 10 }, () => ({ input: '1'.repeat(2000), output: '2'.repeat(2000) }))) });
      expect(Buffer.byteLength(problem)).toBeGreaterThan(BODY_LIMITS.defaultBytes / 4);
      const saved = envelope(await raw('/api/admin/oj/problem/create', JSON.stringify({ title: '大题面', content: '题'.repeat(90_000) }), { session: admin }));
      expect(saved.status).not.toBe(413);
    });

    it('refuses a flat list of too many elements and a form of too many fields', async () => {
      const wide = `{"telephone":"13800138000","code":"123456","x":[${'0,'.repeat(BODY_LIMITS.elements)}0]}`;
      expect(envelope(await raw('/api/v1/login/telephone', wide))).toMatchObject({ status: 413, code: 4130, msg: BODY_MESSAGES.tooManyElements });
      const form = Array.from({ length: BODY_LIMITS.elements + 1 }, (_, i) => `f${i}=1`).join('&');
      expect(envelope(await raw('/api/v1/login/telephone', form, { type: 'application/x-www-form-urlencoded' }))).toMatchObject({ status: 413, code: 4130 });
    });

    it('checks JSON shape on the raw bytes, strings and escapes skipped', () => {
      expect(checkJsonShape(Buffer.from('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[","b":"\\"[[["}'))).toBeNull();
      expect(checkJsonShape(Buffer.from(`{"a":${'['.repeat(17)}${']'.repeat(17)}}`))?.message).toBe(BODY_MESSAGES.tooDeep);
      expect(checkJsonShape(Buffer.from(`{"a":${'['.repeat(15)}${']'.repeat(15)}}`))).toBeNull();
      expect(checkJsonShape(Buffer.from(`[${'1,'.repeat(10)}1]`), 16, 5)?.message).toBe(BODY_MESSAGES.tooManyElements);
    });

    it('drops unknown fields without converting them, and refuses prototype keys', async () => {
      const ok = envelope(await raw('/api/v1/user/nickname', JSON.stringify({ nick_name: '小码', extra: { deep: [[[{ a: 1 }]]] }, toString: 1 }), { session: user }));
      expect(ok).toMatchObject({ code: 2000 });
      expect(envelope(await raw('/api/v1/user/nickname', '{"__proto__":{"admin":true},"nick_name":"小码"}', { session: user }))).toMatchObject({ status: 400 });
      expect(envelope(await raw('/api/v1/user/nickname', '__proto__[admin]=1&nick_name=x', { session: user, type: 'application/x-www-form-urlencoded' })).status).toBeLessThan(500);
    });
  });

  describe('types', () => {
    const saveCoupon = (over: Record<string, unknown>, raw_?: string) =>
      raw('/api/admin/coupon/save', raw_ ?? JSON.stringify({ ...coupon, ...over }), { session: admin }).then(envelope);
    const couponCount = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM coupons'))[0].n);

    it('refuses a list, an object, a boolean or null where a number belongs, with the field named', async () => {
      const before = await couponCount();
      for (const total of [[1, 2], { n: 1 }, true, null, '', '12abc']) {
        const r = await saveCoupon({ total });
        expect(r).toMatchObject({ status: 422, code: 4220 });
        expect(r.errors?.[0].field).toBe('total');
      }
      expect(await couponCount()).toBe(before);
    });

    it('refuses numbers no column holds: 1e309, 2^63, past an INT', async () => {
      for (const text of ['1e309', '-1e309', '9223372036854775808', '2147483648']) {
        const r = await saveCoupon({}, JSON.stringify({ ...coupon, min_fen: 0 }).replace('"min_fen":0', `"min_fen":${text}`));
        expect(r).toMatchObject({ code: 4220, errors: [{ field: 'min_fen' }] });
      }
    });

    it('still takes a form: numbers and booleans spelled as text', async () => {
      const r = await t.post('/api/admin/coupon/save', { session: admin, form: { ...coupon, value: '300', enabled: 'true', total: '50' } });
      expect(r.body).toMatchObject({ code: 2000, data: { value: 300, total: 50, enabled: true } });
    });

    it('refuses an object, a list or a boolean where text belongs, never storing "[object Object]" or "true"', async () => {
      for (const version of [['v1', 'v2'], { v: 1 }, true]) {
        const r = envelope(await raw('/api/admin/contract/save', JSON.stringify({ kind: 'agreement', version, title: '协议', content: '内容', effective_at: new Date(Date.now() + 86_400_000).toISOString() }), { session: admin }));
        expect(r).toMatchObject({ code: 4220, errors: [{ field: 'version' }] });
      }
      const stored: { n: number }[] = await ds.query("SELECT COUNT(*) AS n FROM contract_versions WHERE version IN ('[object Object]', 'true', 'v1,v2')").catch(() => [{ n: 0 }]);
      expect(Number(stored[0].n)).toBe(0);
    });

    it('refuses NUL and other control characters in text', async () => {
      const r = envelope(await raw('/api/v1/user/nickname', JSON.stringify({ nick_name: '码\u0000途' }), { session: user }));
      expect(r).toMatchObject({ code: 4220, errors: [{ field: 'nick_name' }] });
      expect(envelope(await raw('/api/admin/coupon/save', JSON.stringify({ ...coupon, name: 'a\u0007b' }), { session: admin }))).toMatchObject({ code: 4220 });
    });

    it('refuses an empty string where a number is required (VIP days)', async () => {
      const r = envelope(await raw('/api/admin/vip/grant', JSON.stringify({ uid: '10002', days: '' }), { session: admin }));
      expect(r).toMatchObject({ code: 4220, errors: [{ field: 'days' }] });
    });

    it('answers null values of ordinary fields with 4220, not a 500', async () => {
      expect(envelope(await raw('/api/admin/oj/language/update', JSON.stringify({ lang: 'cpp', order_value: null }), { session: admin }))).toMatchObject({ code: 4220 });
      const q = await question(t, admin, { type: 3, title: '判断', answer: 'true' });
      const { exam, items } = await makeExam(t, admin, [{ problem_id: q.problem_id, score: 5 }]);
      const started = await t.post('/api/v1/exam/start', { session: user, form: { exam_id: exam.exam_id } });
      expect(started.body.code).toBe(2000);
      const r = envelope(await raw('/api/v1/exam/answer', JSON.stringify({ exam_id: exam.exam_id, item_id: items[0].item_id, answer: null }), { session: user }));
      expect(r.status).toBeLessThan(500);
      expect(r.code).toBe(4220);
    });
  });
});
