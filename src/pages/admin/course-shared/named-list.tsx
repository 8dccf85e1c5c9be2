import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { COURSE_LIMITS } from '../../../../types/course';
import { useAdminData } from './use-admin-data';

export interface NamedRow {
  id: string;
  name: string;
  order_value: number;
  count: number;
}

interface Props {
  title: string;
  countLabel: string;
  load(): Promise<NamedRow[]>;
  save(row: { id?: string; name: string; order_value: number }): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  extra?: ReactNode;
}

/** A list of named, ordered groups (course categories, chapters, video groups) with add/edit/delete. */
export default function NamedList({ title, countLabel, load, save, remove, extra }: Props) {
  const s = useAdminData(load, []);
  const [draft, setDraft] = useState<{ id?: string; name: string; order_value: number } | null>(null);
  const submit = async () => {
    if (!draft) return;
    if (await s.act(() => save(draft), '已保存')) setDraft(null);
  };
  return (
    <Card
      title={title}
      extra={
        <Space>
          {extra}
          <Button type='primary' onClick={() => setDraft({ name: '', order_value: (s.data?.length ?? 0) + 1 })}>
            新增
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<NamedRow>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'order_value', width: 90 },
          { title: countLabel, dataIndex: 'count', width: 100 },
          {
            title: '操作',
            key: 'ops',
            width: 160,
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => setDraft({ id: r.id, name: r.name, order_value: r.order_value })}>编辑</Button>
                <Popconfirm title={`删除「${r.name}」？`} okText='删除' cancelText='取消' onConfirm={() => s.act(() => remove(r.id), '已删除')}>
                  <Button size='small' danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑' : '新增'} okText='保存' cancelText='取消' onOk={submit} onCancel={() => setDraft(null)} destroyOnHidden>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='名称' required>
              <Input value={draft.name} maxLength={COURSE_LIMITS.groupName} showCount onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Form.Item label='排序（小的在前）'>
              <InputNumber value={draft.order_value} onChange={(v) => setDraft({ ...draft, order_value: Number(v ?? 0) })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
