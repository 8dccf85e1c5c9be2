import { adminBreadcrumbs, adminMenuEntry, adminMenuTree } from '../../src/routes/admin-menu';
import { ADMIN_GROUPS, ROUTES, type RouteEntry } from '../../src/routes/table';

const byName = (name: string) => ROUTES.find((r) => r.name === name)!;
const admin = (over: Partial<RouteEntry>): RouteEntry => ({ name: 'x', path: '/admin/x', page: 'pages/admin/x/index', layout: 'admin', displayName: 'X', h5Only: true, ...over });

describe('admin navigation from the route table', () => {
  it('groups the menu by area in the issue order, with 概览 on top', () => {
    const tree = adminMenuTree();
    expect(tree.top.map((r) => r.menu!.label)).toEqual(['概览']);
    const groups = tree.groups.map((g) => g.group);
    expect(groups).toEqual(ADMIN_GROUPS.filter((g) => groups.includes(g)));
    expect(groups).toEqual(expect.arrayContaining(['用户与会员', '课程与直播', '题库与评测', '社区', '交易', '系统']));
    const of = (g: string) => tree.groups.find((x) => x.group === g)!.items.map((r) => r.path);
    expect(of('交易')).toEqual(expect.arrayContaining(['/admin/order', '/admin/product', '/admin/coupon', '/admin/sale-channel', '/admin/pay/channel']));
    expect(of('用户与会员')).toEqual(expect.arrayContaining(['/admin/user', '/admin/vip']));
    expect(of('系统')).toEqual(expect.arrayContaining(['/admin/notice', '/admin/audit']));
  });

  it('puts a new area route in its group just by declaring it, and shows a group only once it has entries', () => {
    // a group no area has declared yet (areas fill the groups as they land)
    const group = ADMIN_GROUPS.find((g) => !ROUTES.some((r) => r.menu?.group === g)) ?? ADMIN_GROUPS[0];
    const page = admin({ name: 'adminNew', path: '/admin/new', menu: { label: '新页面', order: 30, group } });
    const tree = adminMenuTree([...ROUTES, page]);
    expect(tree.groups.find((g) => g.group === group)?.items).toContainEqual(page);
    if (!ROUTES.some((r) => r.menu?.group === group)) expect(adminMenuTree().groups.some((g) => g.group === group)).toBe(false);
  });

  it('highlights the entry a page belongs to and builds its breadcrumbs', () => {
    expect(adminMenuEntry(byName('adminProductEquity'))?.path).toBe('/admin/product');
    expect(adminBreadcrumbs(byName('adminProductEquity')).map((c) => c.label)).toEqual(['管理后台', '交易', '商品', '商品权益']);
    expect(adminBreadcrumbs(byName('adminTopic')).map((c) => c.label)).toEqual(['管理后台', '社区', '讨论区', '帖子管理']);
    expect(adminBreadcrumbs(byName('adminCoupon'))).toEqual([{ label: '管理后台', path: '/admin/home' }, { label: '交易' }, { label: '优惠券' }]);
    expect(adminBreadcrumbs(byName('adminHome')).map((c) => c.label)).toEqual(['管理后台']);
  });

  it('reaches every admin page from a menu entry', () => {
    const orphans = ROUTES.filter((r) => r.layout === 'admin' && r.name !== 'adminHome' && !adminMenuEntry(r)).map((r) => r.path);
    expect(orphans).toEqual([]);
    const ungrouped = ROUTES.filter((r) => r.layout === 'admin' && r.menu && !r.menu.group && r.name !== 'adminHome').map((r) => r.path);
    expect(ungrouped).toEqual([]);
  });
});
