import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { adminMenuEntry, adminMenuTree, type RouteEntry } from '../../routes';

/** The grouped side menu: areas as collapsible groups, the current page's entry highlighted. */
export function AdminNav({ route, collapsed, onGo }: { route: RouteEntry; collapsed?: boolean; onGo: (path: string) => void }) {
  const tree = adminMenuTree();
  const current = adminMenuEntry(route);
  const currentGroup = current?.menu?.group;
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [`group:${currentGroup}`] : []);
  const items: MenuProps['items'] = [
    ...tree.top.map((r) => ({ key: r.path, label: r.menu!.label })),
    ...tree.groups.map((g) => ({ key: `group:${g.group}`, label: g.group, children: g.items.map((r) => ({ key: r.path, label: r.menu!.label })) })),
  ];
  return (
    <Menu
      mode='inline'
      className='admin__menu'
      inlineCollapsed={collapsed}
      selectedKeys={current ? [current.path] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={items}
      onClick={({ key }) => key !== route.path && onGo(key)}
    />
  );
}
