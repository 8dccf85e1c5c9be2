import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import { CONTENT_TYPE_LABEL, CONTENT_TYPES, ContentType } from '../../../../types/community';
import type { AdminTopicRow, FakeUserRow } from '../../../../types/community-admin';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteTopic, adminTopics, fakeUsers, setTopicFlag, virtualTopic } from '../../../services/api/community-admin';
import { formatDate } from '../../../utils/format';
import { useAdminLoad } from '../use-admin-load';

export default function AdminTopicPage() {
  return (
    <AdminShell name='adminTopic'>
      <Topics />
    </AdminShell>
  );
}

/** /admin/topic/:type: topics of one content type — top, valuable, delete, and virtual posts by fake users. */
function Topics() {
  const type = Number(useRouter().params.type ?? ContentType.DISCUSSION) as ContentType;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ no: 1, size: 20 });
  const s = useAdminLoad(() => adminTopics({ type, keyword, page_no: page.no, page_size: page.size }), [type, keyword, page.no, page.size]);
  const [virtual, setVirtual] = useState<{ fake_uid: string; cate: string; title: string; content: string } | null>(null);
  const fakes = useAdminLoad(() => fakeUsers({ page_size: 100 }), []);
  return (
    <Card
      title={`帖子管理 · ${CONTENT_TYPE_LABEL[type] ?? type}`}
      extra={
        <Space>
          <Select style={{ width: 140 }} value={type} onChange={(t) => go(`/admin/topic/${t}`)} options={CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABEL[t] }))} />
          <Input.Search allowClear placeholder='搜索标题或内容' onSearch={(k) => { setKeyword(k.trim()); setPage((p) => ({ ...p, no: 1 })); }} style={{ width: 220 }} />
          <Button type='primary' onClick={() => setVirtual({ fake_uid: '', cate: '', title: '', content: '' })}>
            虚拟发帖
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<AdminTopicRow>
        rowKey='topic_id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '没有帖子' }}
        pagination={{ current: page.no, pageSize: page.size, total: s.data?.total ?? 0, showTotal: (t) => `共 ${t} 条`, onChange: (no, size) => setPage({ no, size }) }}
        columns={[
          { title: 'ID', dataIndex: 'topic_id', width: 70 },
          { title: '标题', dataIndex: 'title', render: (v: string, r) => <a onClick={() => go(`/topic/${r.topic_id}`)}>{v}</a> },
          { title: '作者', key: 'author', render: (_, r) => <span>{r.author.nick_name} {r.virtual && <Tag color='purple'>虚拟</Tag>}</span> },
          { title: '赞/评', key: 'counts', width: 80, render: (_, r) => `${r.like_count}/${r.comment_count}` },
          { title: '置顶', dataIndex: 'top', width: 70, render: (v: boolean, r) => <Switch size='small' checked={v} onChange={(on) => void s.act(() => setTopicFlag('top', r.topic_id, on))} /> },
          { title: '精华', dataIndex: 'valuable', width: 70, render: (v: boolean, r) => <Switch size='small' checked={v} onChange={(on) => void s.act(() => setTopicFlag('valuable', r.topic_id, on))} /> },
          { title: '发布时间', dataIndex: 'created_at', width: 150, render: (v: string) => formatDate(v) },
          {
            title: '操作',
            key: 'ops',
            width: 70,
            render: (_, r) => (
              <Popconfirm title='确定删除这个帖子？' onConfirm={() => void s.act(() => adminDeleteTopic(r.topic_id), '已删除')}>
                <a style={{ color: '#d83931' }}>删除</a>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal
        open={!!virtual}
        title='以虚拟用户身份发帖'
        okText='发布'
        cancelText='取消'
        onCancel={() => setVirtual(null)}
        onOk={() =>
          virtual &&
          void s.act(() => virtualTopic({ fake_uid: virtual.fake_uid, cate: virtual.cate || undefined, cate_type: virtual.cate ? undefined : type, title: virtual.title, content: virtual.content }), '已发布').then((ok) => ok && setVirtual(null))
        }
      >
        {virtual && (
          <Form layout='vertical'>
            <Form.Item label='虚拟用户' required>
              <Select
                value={virtual.fake_uid || undefined}
                placeholder='选择虚拟用户'
                onChange={(v: string) => setVirtual({ ...virtual, fake_uid: v })}
                options={(fakes.data?.list ?? []).map((f: FakeUserRow) => ({ value: f.uid, label: `${f.nick_name}（${f.uid}）` }))}
              />
            </Form.Item>
            <Form.Item label='分类编码（留空则为当前类型）'>
              <Input value={virtual.cate} onChange={(e) => setVirtual({ ...virtual, cate: e.target.value.trim() })} />
            </Form.Item>
            <Form.Item label='标题' required>
              <Input value={virtual.title} maxLength={60} onChange={(e) => setVirtual({ ...virtual, title: e.target.value })} />
            </Form.Item>
            <Form.Item label='内容（Markdown）' required>
              <Input.TextArea rows={6} value={virtual.content} onChange={(e) => setVirtual({ ...virtual, content: e.target.value })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
