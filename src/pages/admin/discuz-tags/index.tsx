import { Alert, Button, Card, Input, InputNumber, Popconfirm, Space, Table } from 'antd';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import type { DiscuzTagRow } from '../../../../types/community';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { boardTags, deleteTag, saveTag } from '../../../services/api/community-admin';
import { useAdminLoad } from '../use-admin-load';

export default function AdminDiscuzTagsPage() {
  return (
    <AdminShell name='adminDiscuzTags'>
      <Tags />
    </AdminShell>
  );
}

/** /admin/discuz/:did/tags: a board's tags (a topic's sub_cate_id). */
function Tags() {
  const did = String(useRouter().params.did ?? '');
  const s = useAdminLoad(() => boardTags(did), [did]);
  const [name, setName] = useState('');
  const [order, setOrder] = useState(0);
  return (
    <Card title={`版块 ${did} 的标签`} extra={<Button onClick={() => go('/admin/discuz')}>返回版块</Button>}>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Space style={{ marginBottom: 16 }}>
        <Input placeholder='标签名称（≤12字）' value={name} maxLength={12} onChange={(e) => setName(e.target.value)} />
        <InputNumber placeholder='排序' value={order} onChange={(v) => setOrder(Number(v ?? 0))} />
        <Button type='primary' onClick={() => void s.act(() => saveTag({ discuz_id: did, name, order_value: order }), '已添加').then((ok) => ok && setName(''))}>
          添加标签
        </Button>
      </Space>
      <Table<DiscuzTagRow>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有标签' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: '名称',
            dataIndex: 'name',
            render: (v: string, r) => <Input defaultValue={v} maxLength={12} onBlur={(e) => e.target.value !== v && void s.act(() => saveTag({ id: r.id, discuz_id: did, name: e.target.value, order_value: r.order_value }), '已保存')} />,
          },
          { title: '排序', dataIndex: 'order_value', width: 80 },
          { title: '编码', dataIndex: 'cate', width: 140 },
          {
            title: '操作',
            key: 'ops',
            width: 90,
            render: (_, r) => (
              <Popconfirm title='删除这个标签？' onConfirm={() => void s.act(() => deleteTag(r.id), '已删除')}>
                <a style={{ color: '#d83931' }}>删除</a>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
