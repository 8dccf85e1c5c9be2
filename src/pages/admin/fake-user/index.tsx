import { Alert, Avatar, Button, Card, Checkbox, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { FakeUserRow } from '../../../../types/community-admin';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { addFakeUser, deleteFakeUser, fakeUsers, loginAsFake, randomFakeUsers } from '../../../services/api/community-admin';
import { useAuthStore } from '../../../stores/auth.store';
import { formatDate } from '../../../utils/format';
import { useAdminLoad } from '../use-admin-load';

export default function AdminFakeUserPage() {
  return (
    <AdminShell name='adminFakeUser'>
      <FakeUsers />
    </AdminShell>
  );
}

/** /admin/fakeuser: accounts the team posts with — add (nickname, avatar url, VIP), list, random, log in as, delete. */
function FakeUsers() {
  const [page, setPage] = useState({ no: 1, size: 20 });
  const s = useAdminLoad(() => fakeUsers({ page_no: page.no, page_size: page.size }), [page.no, page.size]);
  const [nick, setNick] = useState('');
  const [head, setHead] = useState('');
  const [vip, setVip] = useState(false);
  const [picked, setPicked] = useState<FakeUserRow[]>([]);
  const loginAs = async (uid: string) => {
    const ok = await s.act(async () => {
      const session = await loginAsFake(uid);
      useAuthStore.getState().setSession(session);
    });
    if (ok) go('/planet');
  };
  return (
    <Card title='虚拟用户'>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input placeholder='昵称（≤10字）' value={nick} maxLength={10} onChange={(e) => setNick(e.target.value)} />
        <Input placeholder='头像链接 https://…（选填）' value={head} style={{ width: 260 }} onChange={(e) => setHead(e.target.value)} />
        <Checkbox checked={vip} onChange={(e) => setVip(e.target.checked)}>
          开通会员
        </Checkbox>
        <Button type='primary' onClick={() => void s.act(() => addFakeUser({ nick_name: nick, head_img_url: head || undefined, grant_vip: vip ? 1 : 0 }), '已添加').then((ok) => ok && setNick(''))}>
          添加
        </Button>
        <Button onClick={() => void s.act(async () => setPicked(await randomFakeUsers(3)))}>随机取 3 个</Button>
        {picked.map((f) => (
          <Tag key={f.uid}>{f.nick_name}</Tag>
        ))}
      </Space>
      <Table<FakeUserRow>
        rowKey='uid'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '还没有虚拟用户' }}
        pagination={{ current: page.no, pageSize: page.size, total: s.data?.total ?? 0, onChange: (no, size) => setPage({ no, size }) }}
        columns={[
          { title: 'UID', dataIndex: 'uid', width: 90 },
          { title: '用户', key: 'user', render: (_, r) => <Space><Avatar size={28} src={r.head_img_url || undefined}>{r.nick_name.slice(0, 1)}</Avatar>{r.nick_name}</Space> },
          { title: '会员', dataIndex: 'grant_vip', width: 80, render: (v: boolean) => (v ? <Tag color='gold'>VIP</Tag> : '-') },
          { title: '创建时间', dataIndex: 'created_at', width: 160, render: (v: string) => formatDate(v) },
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_, r) => (
              <Space>
                <Popconfirm title='以该用户身份登录（会退出当前管理员会话）？' onConfirm={() => void loginAs(r.uid)}>
                  <a>登录</a>
                </Popconfirm>
                <Popconfirm title='从虚拟用户中删除（已发内容保留）？' onConfirm={() => void s.act(() => deleteFakeUser(r.uid), '已删除')}>
                  <a style={{ color: '#d83931' }}>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
