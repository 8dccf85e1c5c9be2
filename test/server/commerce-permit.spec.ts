import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { chainExpiry, PERMANENT_UNTIL } from '../../server/src/modules/commerce/equity-ledger';
import type { UserProfile } from '../../types/user';
import { TestApp } from '../helpers/app';

const DAY = 86_400_000;


// the app boots in a few seconds, longer while other builds share the CPU
jest.setTimeout(30_000);
describe('permits and equities', () => {
  let t: TestApp;
  let permits: PermitService;
  beforeAll(async () => {
    t = await TestApp.start();
    permits = t.app.get(PermitService);
  });
  afterAll(() => t.close());

  it('chains renewals and shortens the chain by exactly a revoked grant', () => {
    const t0 = new Date('2025-01-01T00:00:00Z');
    const g = (days: number, at = t0) => ({ grantedAt: at, durationDays: days });
    expect(chainExpiry([])).toEqual(new Date(0));
    expect(chainExpiry([g(30), g(30)]).getTime()).toBe(t0.getTime() + 60 * DAY);
    // a grant made after the previous one lapsed starts when it was made
    const later = new Date(t0.getTime() + 100 * DAY);
    expect(chainExpiry([g(30), g(10, later)]).getTime()).toBe(later.getTime() + 10 * DAY);
    expect(chainExpiry([g(30), g(0)])).toEqual(PERMANENT_UNTIL);
  });

  it('grants VIP with expiry, stacks renewals, revokes a source and shows vip on the profile', async () => {
    const uid = '10005';
    expect(await permits.isVip(uid)).toBe(false);
    expect(await permits.ojPermit(uid)).toEqual({ granted: false, expires_at: null, via: null });
    const before = Date.now();
    await permits.grant(uid, { kind: 'vip' }, 30, 'order:A1');
    await permits.grant(uid, { kind: 'vip' }, 30, 'order:A2');
    const until = (await permits.vipUntil(uid))!;
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 60 * DAY);
    expect(until.getTime()).toBeLessThan(Date.now() + 60 * DAY + 1000);
    // VIP opens the OJ and every problem
    const oj = await permits.ojPermit(uid);
    expect(oj).toMatchObject({ granted: true, via: 'vip', expires_at: until.toISOString() });
    expect((await permits.problemPermit(uid, '42')).granted).toBe(true);

    const session = await t.devLogin({ uid });
    const me = await t.get<UserProfile>('/api/user', { session });
    expect(me.body.data).toMatchObject({ vip: true, vip_until: until.toISOString() });
    expect(session.user.vip).toBe(true);

    await permits.revokeSource('order:A2');
    const shorter = (await permits.vipUntil(uid))!;
    expect(until.getTime() - shorter.getTime()).toBe(30 * DAY);
    await permits.revoke(uid, { kind: 'vip' });
    expect(await permits.isVip(uid)).toBe(false);
    expect((await t.get<UserProfile>('/api/user', { session })).body.data).toMatchObject({ vip: false, vip_until: null });
  });

  it('answers problem, course, camp and topic permits from their equities and the plugged policies', async () => {
    const uid = '10006';
    permits.registerProblemPolicy({ isFree: async (pid) => pid === '1', problemSetsOf: async (pid) => (pid === '7' ? ['ps9'] : []) });
    permits.registerCoursePolicy({ vipIncludes: async (cid) => cid !== 'camp-only' });
    permits.registerTopicCategory(9101, 'course');
    permits.registerTopicCategory(9102, 'problem');

    expect(await permits.problemPermit(uid, '1')).toEqual({ granted: true, expires_at: null, via: 'free' });
    expect((await permits.problemPermit(uid, '7')).granted).toBe(false);
    await permits.grant(uid, { kind: 'problemset', targetId: 'ps9' }, 0, 'gift:X');
    expect(await permits.problemPermit(uid, '7')).toEqual({ granted: true, expires_at: null, via: 'problemset' });
    expect((await permits.problemPermit(uid, '8')).granted).toBe(false);
    expect((await permits.ojPermit(uid)).granted).toBe(false);

    expect((await permits.courseAccess(uid, 'c1')).granted).toBe(false);
    await permits.grant(uid, { kind: 'course', targetId: 'c1' }, 365, 'admin:10001');
    expect(await permits.courseAccess(uid, 'c1')).toMatchObject({ granted: true, via: 'course' });
    expect((await permits.campAccess(uid, 'k1')).granted).toBe(false);

    expect((await permits.topicPermit(uid, 9101, 'c1')).granted).toBe(true);
    expect((await permits.topicPermit(uid, 9101, 'c2')).granted).toBe(false);
    expect((await permits.topicPermit(uid, 9102, '7')).granted).toBe(true);
    expect((await permits.topicPermit(uid, 9102, '8')).granted).toBe(false);
    expect(await permits.topicPermit(uid, 9105, 'x')).toEqual({ granted: true, expires_at: null, via: 'signed-in' });
    expect((await permits.topicPermit('', 9105, 'x')).granted).toBe(false);

    await permits.grant(uid, { kind: 'vip' }, 7, 'admin:10001');
    expect((await permits.courseAccess(uid, 'c2')).via).toBe('vip');
    expect((await permits.courseAccess(uid, 'camp-only')).granted).toBe(false);
    expect((await permits.holdings(uid)).map((h) => h.kind).sort()).toEqual(['course', 'problemset', 'vip']);
  });

  it('keeps concurrent grants to one holder consistent', async () => {
    const uid = '10007';
    await Promise.all(Array.from({ length: 10 }, (_, i) => permits.grant(uid, { kind: 'oj' }, 1, `order:C${i}`)));
    const oj = await permits.ojPermit(uid);
    const until = new Date(oj.expires_at!).getTime();
    expect(until).toBeGreaterThan(Date.now() + 9 * DAY);
    expect(until).toBeLessThan(Date.now() + 10 * DAY + 5000);
  });
});
