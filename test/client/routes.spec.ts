import { adminMenu, appPages, bindPhonePath, customRoutes, loginPath, navLinks, routesFor } from '../../src/routes/derive';
import { fillPath, findRedirect, findRoute, matchPath, splitUrl, withQuery } from '../../src/routes/match';
import { ROUTES, type RouteEntry } from '../../src/routes/table';

const extra = (path: string, page: string, more: Partial<RouteEntry> = {}): RouteEntry => ({
  name: page,
  path,
  page,
  layout: 'main',
  displayName: path,
  ...more,
});

describe('route matching', () => {
  it('matches params and rejects other shapes', () => {
    expect(matchPath('/oj/problem/:pid', '/oj/problem/12')).toEqual({ pid: '12' });
    expect(matchPath('/oj/problem/:pid', '/oj/problem/12/')).toEqual({ pid: '12' });
    expect(matchPath('/oj/problem/:pid', '/oj/problem')).toBeNull();
    expect(matchPath('/oj/problem/:pid', '/oj/problem/1/std')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/t/:id', '/t/%E7%A0%81')).toEqual({ id: '码' });
  });

  it('prefers static paths over parameterised ones', () => {
    const routes = [extra('/topic/:id', 'pages/topic/detail/index'), extra('/topic/edit', 'pages/topic/edit/index')];
    expect(findRoute('/topic/edit', routes)?.route.path).toBe('/topic/edit');
    expect(findRoute('/topic/9', routes)?.params).toEqual({ id: '9' });
    expect(findRoute('/nope', routes)).toBeNull();
  });

  it('builds URLs', () => {
    expect(fillPath('/oj/problem/:pid', { pid: 'a b' })).toBe('/oj/problem/a%20b');
    expect(() => fillPath('/oj/problem/:pid', {})).toThrow('missing param pid');
    expect(withQuery('/login/dev', { redirectUrl: '/user/center?x=1', empty: '' })).toBe('/login/dev?redirectUrl=%2Fuser%2Fcenter%3Fx%3D1');
    expect(splitUrl('/a?redirectUrl=%2Fb%3Fc%3D1&x=')).toEqual({ pathname: '/a', query: { redirectUrl: '/b?c=1', x: '' } });
  });

  it('/admin redirects to the admin home', () => {
    expect(findRedirect('/admin')).toBe('/admin/home');
    expect(findRedirect('/admin/')).toBe('/admin/home');
    expect(findRoute('/admin/home')?.route.name).toBe('adminHome');
  });
});

describe('derived from the table', () => {
  it('app pages: entry page first, tab pages in the main package, the rest in area subpackages', () => {
    const { pages, subPackages } = appPages('weapp');
    expect(pages[0]).toBe(ROUTES[0].page);
    expect(pages).toEqual(ROUTES.filter((r, i) => i === 0 || r.tab).map((r) => r.page));
    for (const sp of subPackages) {
      for (const main of pages) expect(main.startsWith(`${sp.root}/`)).toBe(false);
      for (const p of sp.pages) expect(ROUTES.some((r) => r.page === `${sp.root}/${p}`)).toBe(true);
    }
    const all = [...pages, ...subPackages.flatMap((sp) => sp.pages.map((p) => `${sp.root}/${p}`))];
    expect(all.sort()).toEqual(routesFor('weapp').map((r) => r.page).sort());
  });

  it('admin pages are H5-only', () => {
    const weapp = appPages('weapp');
    const h5 = appPages('h5');
    const flat = (a: typeof weapp) => [...a.pages, ...a.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))];
    expect(flat(weapp).some((p) => p.startsWith('pages/admin/'))).toBe(false);
    expect(flat(h5)).toEqual(expect.arrayContaining(['pages/admin/home/index', 'pages/admin/user/index']));
  });

  it('gives a page of an area that also has a main-package page its own subpackage root', () => {
    const { subPackages } = appPages('weapp');
    expect(subPackages).toContainEqual({ root: 'pages/user/info', pages: ['index'] });
    // the sign-in pages share one subpackage; the QR callback is H5-only
    expect(subPackages).toContainEqual({ root: 'pages/login', pages: ['sign-in/index', 'bind-phone/index', 'dev/index'] });
    expect(appPages('h5').subPackages.find((sp) => sp.root === 'pages/login')?.pages).toContain('wx-callback/index');
  });

  it('H5 customRoutes map every page to its spec paths, redirect sources to their target page', () => {
    const map = customRoutes();
    for (const r of ROUTES) expect(map[`/${r.page}`]).toContain(r.path);
    expect(map['/pages/admin/home/index']).toEqual(['/admin/home', '/admin']);
  });

  it('sign-in goes to /login once it exists, /login/dev until then', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath(ROUTES.filter((r) => r.path !== '/login'))).toBe('/login/dev');
  });

  it('phone binding exists only once its route does', () => {
    expect(bindPhonePath()).toBe('/bindphone');
    expect(bindPhonePath(ROUTES.filter((r) => r.path !== '/bindphone'))).toBeNull();
  });

  it('the sign-in pages: /login public, /bindphone needs a token only, the QR callback H5-only', () => {
    const byPath = (p: string) => ROUTES.find((r) => r.path === p);
    expect(byPath('/login')?.needs).toBeUndefined();
    expect(byPath('/bindphone')?.needs).toEqual({ token: true });
    expect(byPath('/wxlogin/callback')).toMatchObject({ h5Only: true });
    expect(byPath('/user/info')?.needs).toEqual({ token: true });
    expect(routesFor('weapp').some((r) => r.path === '/wxlogin/callback')).toBe(false);
  });

  it('header shows only the area labels whose routes exist, in order', () => {
    // every area lights up its own label; the table's order is kept and absent pages stay hidden
    const shown = navLinks().map((l) => l.label);
    expect(shown).toEqual(expect.arrayContaining(['算法题库', '题单', '深度技能课', '星球']));
    expect(navLinks().every((l) => ROUTES.some((r) => r.path === l.path))).toBe(true);
    const without = navLinks(ROUTES.filter((r) => r.path !== '/problemset')).map((l) => l.label);
    expect(without).not.toContain('题单');
    expect(without.indexOf('深度技能课')).toBeGreaterThan(without.indexOf('算法题库'));
  });

  it('admin side menu lists the admin entries in order', () => {
    const menu = adminMenu();
    expect(menu.slice(0, 2).map((r) => r.path)).toEqual(['/admin/home', '/admin/user']);
    expect(menu.map((r) => r.menu!.order)).toEqual([...menu.map((r) => r.menu!.order)].sort((a, b) => a - b));
    expect(menu.map((r) => r.path)).toEqual(expect.arrayContaining(['/admin/order', '/admin/product', '/admin/coupon', '/admin/gift', '/admin/vip']));
  });
});
