import { Avatar, ConfigProvider, Layout, Menu, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useGuard } from '../../guards/use-guard';
import { useRedirectEntry } from '../../guards/use-redirect-entry';
import { go } from '../../platform/navigation';
import { adminMenu, routeByName } from '../../routes';
import { useAuthStore } from '../../stores/auth.store';
import './index.scss';

/**
 * Desktop admin console (H5 only, antd): side menu from the route table's admin entries,
 * guarded by token -> phone -> admin (SPEC §6) like every other page.
 */
export default function AdminShell({ name, children }: { name: string; children: ReactNode }) {
  const route = routeByName(name);
  const status = useGuard(route);
  const user = useAuthStore((s) => s.user);
  useRedirectEntry();
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1f6feb' } }}>
      <Layout className='admin'>
        <Layout.Sider width={208} theme='light' className='admin__side'>
          <div className='admin__logo' onClick={() => go('/')}>
            码途管理后台
          </div>
          <Menu
            mode='inline'
            selectedKeys={[route.path]}
            items={adminMenu().map((r) => ({ key: r.path, label: r.menu!.label }))}
            onClick={({ key }) => key !== route.path && go(key)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className='admin__header'>
            <span className='admin__title'>{route.displayName}</span>
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
            {status === 'allowed' ? children : <Spin className='admin__spin' />}
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
