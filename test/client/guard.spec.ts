import { resolveGuard, type GuardDeps } from '../../src/guards/resolve-guard';
import { ROUTES, type RouteEntry } from '../../src/routes/table';
import type { AuthState } from '../../src/stores/auth.store';
import type { UserProfile } from '../../types/user';

const NOW = 1_700_000_000_000;
const route = (path: string, needs: RouteEntry['needs'] = {}): RouteEntry => ({
  name: path,
  path,
  page: `pages/x${path.replace(/\W/g, '-')}/index`,
  layout: 'main',
  displayName: path,
  needs,
});
const user = (telephone: string | null): UserProfile => ({
  uid: '10002',
  nick_name: '码途学员',
  head_img_url: '',
  telephone,
  admin: false,
  partner: false,
  bindFwh: false,
  vip: false,
  vip_until: null,
  created_at: '',
});
const signedIn = (over: Partial<AuthState> = {}): AuthState => ({
  token: 't',
  uid: '10002',
  user: user('13800000002'),
  expiredIn: NOW + 3600_000,
  admin: false,
  responseKey: 'k',
  ...over,
});
const signedOut: AuthState = { token: null, uid: null, user: null, expiredIn: null, admin: false, responseKey: null };

function deps(over: Partial<GuardDeps> = {}) {
  return {
    now: () => NOW,
    refresh: jest.fn(async () => signedIn({ expiredIn: NOW + 7 * 86400_000 })),
    fetchUser: jest.fn(async () => user('13800000002')),
    checkAdmin: jest.fn(async () => false),
    checkPartner: jest.fn(async () => false),
    ...over,
  } satisfies GuardDeps;
}

const withBind = [...ROUTES, route('/bindphone')];
const url = '/admin/user?page=2';

describe('guard order (SPEC §6)', () => {
  it('1. lets the sign-in pages through whatever the state', async () => {
    const d = deps();
    for (const p of ['/login', '/login/dev']) {
      await expect(resolveGuard(route(p, { token: true, admin: true }), p, signedOut, d)).resolves.toEqual({ kind: 'allow' });
    }
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('lets public routes through without touching the session', async () => {
    const d = deps();
    await expect(resolveGuard(route('/'), '/', signedOut, d)).resolves.toEqual({ kind: 'allow' });
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('2. sends a visitor without a token to sign in with the page as redirectUrl', async () => {
    await expect(resolveGuard(route('/user/center', { token: true }), '/user/center', signedOut, deps())).resolves.toEqual({
      kind: 'login',
      redirectUrl: '/user/center',
    });
  });

  it('3. refreshes a token inside the 600000 ms window and goes on', async () => {
    const d = deps();
    const state = signedIn({ expiredIn: NOW + 599_999 });
    await expect(resolveGuard(route('/user/center', { token: true }), '/user/center', state, d)).resolves.toEqual({ kind: 'allow' });
    expect(d.refresh).toHaveBeenCalledTimes(1);
  });

  it('3. does not refresh a token with more than 600000 ms left', async () => {
    const d = deps();
    await resolveGuard(route('/user/center', { token: true }), '/user/center', signedIn({ expiredIn: NOW + 600_001 }), d);
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('3. sends an expired token whose refresh fails to sign in', async () => {
    const d = deps({ refresh: jest.fn(async () => Promise.reject(new Error('4001'))) });
    const state = signedIn({ expiredIn: NOW - 1 });
    await expect(resolveGuard(route('/user/center', { token: true }), '/user/center', state, d)).resolves.toEqual({
      kind: 'login',
      redirectUrl: '/user/center',
    });
  });

  it('3. keeps a still-valid token when its refresh fails (network)', async () => {
    const d = deps({ refresh: jest.fn(async () => Promise.reject(new Error('offline'))) });
    const state = signedIn({ expiredIn: NOW + 1000 });
    await expect(resolveGuard(route('/user/center', { token: true }), '/user/center', state, d)).resolves.toEqual({ kind: 'allow' });
  });

  it('4. sends a user without a phone to the bind page once it exists', async () => {
    const r = route('/study/course', { token: true, phone: true });
    const state = signedIn({ user: user(null) });
    await expect(resolveGuard(r, '/study/course', state, deps(), withBind)).resolves.toEqual({
      kind: 'redirect',
      to: '/bindphone?redirectUrl=%2Fstudy%2Fcourse',
    });
    // without a bind page in the table there is nowhere to send them: the check waits for it
    const noBind = ROUTES.filter((x) => x.path !== '/bindphone');
    await expect(resolveGuard(r, '/study/course', state, deps(), noBind)).resolves.toEqual({ kind: 'allow' });
  });

  it('4. with the real route table, a user without a phone goes to /bindphone and comes back', async () => {
    const r = route('/study/course', { token: true, phone: true });
    await expect(resolveGuard(r, '/study/course?tab=2', signedIn({ user: user(null) }), deps())).resolves.toEqual({
      kind: 'redirect',
      to: '/bindphone?redirectUrl=%2Fstudy%2Fcourse%3Ftab%3D2',
    });
    await expect(resolveGuard(r, '/study/course', signedIn(), deps())).resolves.toEqual({ kind: 'allow' });
  });

  it('4. the bind page itself needs only a token, so the phone step cannot loop', async () => {
    const bind = ROUTES.find((x) => x.path === '/bindphone')!;
    const noPhone = signedIn({ user: user(null) });
    await expect(resolveGuard(bind, '/bindphone?redirectUrl=%2F', noPhone, deps())).resolves.toEqual({ kind: 'allow' });
    await expect(resolveGuard(bind, '/bindphone', signedOut, deps())).resolves.toEqual({
      kind: 'login',
      redirectUrl: '/bindphone',
    });
  });

  it('4. reads the profile from the server when none is stored', async () => {
    const d = deps({ fetchUser: jest.fn(async () => user(null)) });
    const r = route('/study/course', { token: true, phone: true });
    await expect(resolveGuard(r, '/study/course', signedIn({ user: null }), d, withBind)).resolves.toMatchObject({ kind: 'redirect' });
    expect(d.fetchUser).toHaveBeenCalled();
  });

  it('5. admin: trusts the local flag without a server call', async () => {
    const d = deps();
    const r = route('/admin/user', { token: true, phone: true, admin: true });
    await expect(resolveGuard(r, url, signedIn({ admin: true }), d)).resolves.toEqual({ kind: 'allow' });
    expect(d.checkAdmin).not.toHaveBeenCalled();
  });

  it('5. admin: asks the server by uid when the flag is not set, else /404', async () => {
    const r = route('/admin/user', { token: true, phone: true, admin: true });
    const yes = deps({ checkAdmin: jest.fn(async () => true) });
    await expect(resolveGuard(r, url, signedIn(), yes)).resolves.toEqual({ kind: 'allow' });
    expect(yes.checkAdmin).toHaveBeenCalledWith('10002');
    await expect(resolveGuard(r, url, signedIn(), deps())).resolves.toEqual({ kind: 'redirect', to: '/404' });
    const broken = deps({ checkAdmin: jest.fn(async () => Promise.reject(new Error('x'))) });
    await expect(resolveGuard(r, url, signedIn(), broken)).resolves.toEqual({ kind: 'redirect', to: '/404' });
  });

  it('6. partner: always a server check, else /404', async () => {
    const r = route('/partner/task', { token: true, partner: true });
    const yes = deps({ checkPartner: jest.fn(async () => true) });
    await expect(resolveGuard(r, '/partner/task', signedIn({ admin: true }), yes)).resolves.toEqual({ kind: 'allow' });
    expect(yes.checkPartner).toHaveBeenCalledWith('10002');
    await expect(resolveGuard(r, '/partner/task', signedIn({ admin: true }), deps())).resolves.toEqual({ kind: 'redirect', to: '/404' });
  });

  it('checks in order: no token stops before any server check', async () => {
    const d = deps();
    const r = route('/partner/x', { token: true, phone: true, admin: true, partner: true });
    await resolveGuard(r, '/partner/x', signedOut, d, withBind);
    expect(d.fetchUser).not.toHaveBeenCalled();
    expect(d.checkAdmin).not.toHaveBeenCalled();
    expect(d.checkPartner).not.toHaveBeenCalled();
  });

  it('checks in order: a missing phone stops before the admin check', async () => {
    const d = deps({ checkAdmin: jest.fn(async () => true) });
    const r = route('/admin/user', { token: true, phone: true, admin: true });
    await expect(resolveGuard(r, url, signedIn({ user: user(null) }), d, withBind)).resolves.toMatchObject({ kind: 'redirect' });
    expect(d.checkAdmin).not.toHaveBeenCalled();
  });

  it('the real admin routes need token, phone and admin', () => {
    for (const r of ROUTES.filter((x) => x.path.startsWith('/admin'))) {
      expect(r.needs).toMatchObject({ token: true, phone: true, admin: true });
      expect(r.h5Only).toBe(true);
    }
  });
});
