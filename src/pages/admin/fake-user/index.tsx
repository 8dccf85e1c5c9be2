import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import type { FakeUserRow } from '../../../../types/community-admin';
import { LIMITS } from '../../../../types/validation';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { addFakeUser, deleteFakeUser, fakeUsers, loginAsFake, randomFakeUsers } from '../../../services/api/community-admin';
import { useAuthStore } from '../../../stores/auth.store';
import { UserCell } from '../user/user-cell';

/** /admin/fakeuser: accounts the team posts with — add (nickname, avatar url, VIP), list, random, log in as, delete. */
const FAKE_USERS: ResourceDef<FakeUserRow> = {
  title: '虚拟用户',
  rowKey: 'uid',
  list: (q) => fakeUsers(q),
  save: (v) => addFakeUser({ nick_name: v.nick_name as string, head_img_url: (v.head_img_url as string) || undefined, grant_vip: v.grant_vip ? 1 : 0 }),
  createLabel: '添加',
  formTitle: () => '添加虚拟用户',
  emptyText: '还没有虚拟用户',
  rowActions: (r) => [
    {
      label: '登录',
      confirm: '以该用户身份登录（会退出当前管理员会话）？',
      run: async () => {
        useAuthStore.getState().setSession(await loginAsFake(r.uid));
        go('/planet');
      },
    },
    { label: '删除', danger: true, confirm: '从虚拟用户中删除（已发内容保留）？', run: async () => (await deleteFakeUser(r.uid), '已删除') },
  ],
  fields: [
    { key: 'keyword', title: 'uid 或昵称', filter: true, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'uid', title: 'UID', width: 90 },
    {
      key: 'nick_name',
      title: '用户',
      editable: true,
      rule: { label: '昵称', required: true, maxLength: LIMITS.nickname },
      render: (_, r) => <UserCell user={r} />,
    },
    { key: 'head_img_url', title: '头像', type: 'image', editable: true, hideInTable: true, help: 'https://…（选填）' },
    { key: 'grant_vip', title: '会员', type: 'switch', filter: true, editable: true, initial: false, options: [{ value: true, label: 'VIP', color: 'gold' }, { value: false, label: '-' }] },
    { key: 'created_at', title: '创建时间', type: 'datetime', sortable: true, width: 160 },
  ],
};

export default function AdminFakeUserPage() {
  const [picked, setPicked] = useState<FakeUserRow[]>([]);
  return (
    <AdminShell name='adminFakeUser'>
      <ResourcePage
        def={FAKE_USERS}
        toolbar={() => (
          <Space wrap>
            {picked.map((f) => (
              <Tag key={f.uid}>{f.nick_name}</Tag>
            ))}
            <Button onClick={() => void randomFakeUsers(3).then(setPicked)}>随机取 3 个</Button>
          </Space>
        )}
      />
    </AdminShell>
  );
}
