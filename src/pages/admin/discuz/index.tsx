import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ContentType, type DiscuzRow } from '../../../../types/community';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminBoards, deleteBoard, saveBoard } from '../../../services/api/community-admin';
import { useAdminLoad } from '../use-admin-load';

export default function AdminDiscuzPage() {
  return (
    <AdminShell name='adminDiscuz'>
      <Boards />
    </AdminShell>
  );
}

type Draft = { id?: string; name: string; description: string; order_value: number; enabled: boolean };

/** /admin/discuz: planet boards, their tags, and links to the topic and comment moderation. */
function Boards() {
  const s = useAdminLoad(adminBoards, []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => {
    if (!draft) return;
    const ok = await s.act(() => saveBoard({ id: draft.id, name: draft.name, description: draft.description, order_value: draft.order_value, enabled: draft.enabled ? 1 : 0 }), '已保存');
    if (ok) setDraft(null);
  };
  return (
    <Card
      title='星球版块'
      extra={
        <Space>
          <Button onClick={() => go(`/admin/topic/${ContentType.DISCUSSION}`)}>帖子管理</Button>
          <Button onClick={() => go(`/admin/reply/${ContentType.DISCUSSION}`)}>评论管理</Button>
          <Button type='primary' onClick={() => setDraft({ name: '', description: '', order_value: 0, enabled: true })}>
            新建版块
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<DiscuzRow>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有版块' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '简介', dataIndex: 'description', ellipsis: true },
          { title: '标签', key: 'tags', render: (_, r) => r.tags.map((t) => <Tag key={t.id}>{t.name}</Tag>) },
          { title: '帖子', dataIndex: 'topic_count', width: 70 },
          { title: '排序', dataIndex: 'order_value', width: 70 },
          { title: '状态', dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color='green'>开放</Tag> : <Tag>关闭</Tag>) },
          {
            title: '操作',
            key: 'ops',
            width: 220,
            render: (_, r) => (
              <Space>
                <a onClick={() => setDraft({ id: r.id, name: r.name, description: r.description, order_value: r.order_value, enabled: r.enabled })}>编辑</a>
                <a onClick={() => go(`/admin/discuz/${r.id}/tags`)}>标签</a>
                <Popconfirm title='只能删除没有帖子的版块，确定删除？' onConfirm={() => void s.act(() => deleteBoard(r.id), '已删除')}>
                  <a style={{ color: '#d83931' }}>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑版块' : '新建版块'} onOk={() => void save()} onCancel={() => setDraft(null)} okText='保存' cancelText='取消'>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='名称' required>
              <Input value={draft.name} maxLength={20} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Form.Item label='简介'>
              <Input.TextArea value={draft.description} maxLength={200} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
            </Form.Item>
            <Form.Item label='排序（小的在前）'>
              <InputNumber value={draft.order_value} min={-9999} max={9999} onChange={(v) => setDraft({ ...draft, order_value: Number(v ?? 0) })} />
            </Form.Item>
            <Form.Item label='开放'>
              <Switch checked={draft.enabled} onChange={(v) => setDraft({ ...draft, enabled: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
