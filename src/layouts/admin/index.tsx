import { Avatar, Breadcrumb, Button, ConfigProvider, Drawer, Grid, Layout, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { useGuard } from '../../guards/use-guard';
import { useRedirectEntry } from '../../guards/use-redirect-entry';
import { go } from '../../platform/navigation';
import { adminBreadcrumbs, routeByName } from '../../routes';
import { useAuthStore } from '../../stores/auth.store';
import { AdminNav } from './admin-nav';
import './index.scss';

/**
 * Desktop admin console (H5 only, antd): the side menu grouped by area from the route table,
 * breadcrumbs, guarded by token -> phone -> admin (SPEC §6) like every other page. Below the
 * md breakpoint the menu moves into a drawer so the page stays readable at 375 px.
 */
export default function AdminShell({ name, children }: { name: string; children: ReactNode }) {
  const route = routeByName(name);
  const status = useGuard(route);
  const user = useAuthStore((s) => s.user);
  const screens = Grid.useBreakpoint();
  // before the first measurement every breakpoint is undefined: assume a desktop
  const narrow = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawer, setDrawer] = useState(false);
  useRedirectEntry();
  const logo = (
    <div className='admin__logo' onClick={() => go('/')}>
      {collapsed && !narrow ? '码途' : '码途管理后台'}
    </div>
  );
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1f6feb' } }}>
      <Layout className={`admin${narrow ? ' admin--narrow' : ''}`}>
        {!narrow && (
          <Layout.Sider width={208} theme='light' className='admin__side' collapsible collapsed={collapsed} onCollapse={setCollapsed}>
            {logo}
            <AdminNav route={route} collapsed={collapsed} onGo={go} />
          </Layout.Sider>
        )}
        {narrow && (
          <Drawer open={drawer} placement='left' size={240} onClose={() => setDrawer(false)} title='码途管理后台' styles={{ body: { padding: 0 } }}>
            <AdminNav route={route} onGo={(p) => (setDrawer(false), go(p))} />
          </Drawer>
        )}
        <Layout>
          <Layout.Header className='admin__header'>
            <span className='admin__heading'>
              {narrow && (
                <Button className='admin__menu-button' onClick={() => setDrawer(true)} aria-label='打开菜单'>
                  ☰
                </Button>
              )}
              <span className='admin__title'>{route.displayName}</span>
            </span>
            {user && (
              <span className='admin__user' onClick={() => go('/user/center')}>
                <Avatar size={28} src={user.head_img_url || undefined}>
                  {user.nick_name.slice(0, 1)}
                </Avatar>
                <span className='admin__nick'>{user.nick_name}</span>
              </span>
            )}
          </Layout.Header>
          <Layout.Content className='admin__content'>
            <Breadcrumb
              className='admin__crumbs'
              items={adminBreadcrumbs(route).map((c, i, all) => ({
                title: c.path && i < all.length - 1 ? <a onClick={() => go(c.path!)}>{c.label}</a> : c.label,
              }))}
            />
            {status === 'allowed' ? children : <Spin className='admin__spin' />}
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
