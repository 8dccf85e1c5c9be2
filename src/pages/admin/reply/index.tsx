import { Alert, Card, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import { CONTENT_TYPE_LABEL, CONTENT_TYPES, ContentType } from '../../../../types/community';
import type { AdminReplyRow } from '../../../../types/community-admin';
import { LIMITS } from '../../../../types/validation';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteReply, adminReplies, adminReply, countReplies, setReplyFlag } from '../../../services/api/community-admin';
import { formatDate } from '../../../utils/format';
import { useAdminLoad } from '../use-admin-load';

export default function AdminReplyPage() {
  return (
    <AdminShell name='adminReply'>
      <Replies />
    </AdminShell>
  );
}

/** /admin/reply/:type: comments on topics of one content type — handle, public, delete, reply. */
function Replies() {
  const type = Number(useRouter().params.type ?? ContentType.DISCUSSION) as ContentType;
  const [handled, setHandled] = useState<0 | 1 | undefined>(0);
  const [page, setPage] = useState({ no: 1, size: 20 });
  const s = useAdminLoad(() => adminReplies({ type, handled, page_no: page.no, page_size: page.size }), [type, handled, page.no, page.size]);
  const open = useAdminLoad(() => countReplies({ type, handled: 0 }), [type, s.data]);
  const [replying, setReplying] = useState<{ row: AdminReplyRow; content: string } | null>(null);
  return (
    <Card
      title={
        <span>
          评论管理 · {CONTENT_TYPE_LABEL[type] ?? type} <Tag color='orange'>待处理 {open.data ?? 0}</Tag>
        </span>
      }
      extra={
        <Space>
          <Select style={{ width: 140 }} value={type} onChange={(t) => go(`/admin/reply/${t}`)} options={CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABEL[t] }))} />
          <Select
            style={{ width: 110 }}
            value={handled ?? -1}
            onChange={(v: number) => { setHandled(v === -1 ? undefined : (v as 0 | 1)); setPage((p) => ({ ...p, no: 1 })); }}
            options={[{ value: 0, label: '待处理' }, { value: 1, label: '已处理' }, { value: -1, label: '全部' }]}
          />
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<AdminReplyRow>
        rowKey='comment_id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '没有评论' }}
        pagination={{ current: page.no, pageSize: page.size, total: s.data?.total ?? 0, showTotal: (t) => `共 ${t} 条`, onChange: (no, size) => setPage({ no, size }) }}
        columns={[
          { title: 'ID', dataIndex: 'comment_id', width: 70 },
          { title: '帖子', dataIndex: 'topic_title', width: 160, render: (v: string, r) => <a onClick={() => go(`/topic/${r.topic_id}`)}>{v}</a> },
          { title: '用户', key: 'author', width: 110, render: (_, r) => r.author.nick_name },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '公开', dataIndex: 'public', width: 70, render: (v: boolean, r) => <Switch size='small' checked={v} onChange={(on) => void s.act(() => setReplyFlag('public', r.comment_id, on))} /> },
          { title: '已处理', dataIndex: 'handled', width: 80, render: (v: boolean, r) => <Switch size='small' checked={v} onChange={(on) => void s.act(() => setReplyFlag('handle', r.comment_id, on))} /> },
          { title: '时间', dataIndex: 'created_at', width: 150, render: (v: string) => formatDate(v) },
          {
            title: '操作',
            key: 'ops',
            width: 110,
            render: (_, r) => (
              <Space>
                <a onClick={() => setReplying({ row: r, content: '' })}>回复</a>
                <Popconfirm title='确定删除这条评论？' onConfirm={() => void s.act(() => adminDeleteReply(r.comment_id), '已删除')}>
                  <a style={{ color: '#d83931' }}>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!replying}
        title={`回复 ${replying?.row.author.nick_name ?? ''}`}
        okText='回复并标记已处理'
        cancelText='取消'
        onCancel={() => setReplying(null)}
        onOk={() => replying && void s.act(() => adminReply(replying.row.comment_id, replying.content), '已回复').then((ok) => ok && setReplying(null))}
      >
        {replying && (
          <>
            <Alert type='info' title={replying.row.content} style={{ marginBottom: 12 }} />
            <Input.TextArea rows={4} value={replying.content} showCount maxLength={LIMITS.comment} onChange={(e) => setReplying({ ...replying, content: e.target.value })} />
          </>
        )}
      </Modal>
    </Card>
  );
}
