import { Button, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import type { LiveChannelView } from '../../../../../types/course';
import { adminDeleteLiveChannel, adminLiveChannels, adminSaveLiveChannel } from '../../../../services/api/course-admin';
import { useAdminData } from '../../course-shared/use-admin-data';

type Draft = { id?: string; name: string; push_url: string; play_url: string; enabled: boolean };

export default function Channels() {
  const s = useAdminData(adminLiveChannels, []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => draft && (await s.act(() => adminSaveLiveChannel(draft), '已保存')) && setDraft(null);
  return (
    <>
      <Button type='primary' style={{ marginBottom: 12 }} onClick={() => setDraft({ name: '', push_url: '', play_url: '', enabled: true })}>新建频道</Button>
      <Table<LiveChannelView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '频道', dataIndex: 'name' },
          { title: '推流地址', dataIndex: 'push_url', ellipsis: true },
          { title: '播放地址', dataIndex: 'play_url', ellipsis: true },
          { title: '状态', dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color='green'>启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => setDraft({ ...r })}>编辑</Button>
                <Popconfirm title='删除这个频道？' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteLiveChannel(r.id), '已删除')}>
                  <Button size='small' danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑频道' : '新建频道'} okText='保存' cancelText='取消' destroyOnHidden onCancel={() => setDraft(null)} onOk={save}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='名称' required>
              <Input value={draft.name} maxLength={30} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Form.Item label='推流地址（rtmp://）'>
              <Input value={draft.push_url} onChange={(e) => setDraft({ ...draft, push_url: e.target.value.trim() })} />
            </Form.Item>
            <Form.Item label='播放地址（HLS，https://）'>
              <Input value={draft.play_url} onChange={(e) => setDraft({ ...draft, play_url: e.target.value.trim() })} />
            </Form.Item>
            <Form.Item label='启用'>
              <Switch checked={draft.enabled} onChange={(v) => setDraft({ ...draft, enabled: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
