import { Alert, Tag } from 'antd';
import { useMemo } from 'react';
import { CONTENT_TYPE_LABEL, type ContentType } from '../../../../types/community';
import type { AdminReplyRow } from '../../../../types/community-admin';
import { LIMITS } from '../../../../types/validation';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteReply, adminReplies, adminReply, countReplies, setReplyFlag } from '../../../services/api/community-admin';
import { useAdminLoad } from '../use-admin-load';
import { ContentTypeSelect, useContentType } from '../topic/type-select';

const HANDLED = [{ value: '0', label: '待处理' }, { value: '1', label: '已处理' }, { value: 'all', label: '全部' }];

/** /admin/reply/:type: comments on topics of one content type — handle, public, delete, reply. */
const repliesOf = (type: ContentType): ResourceDef<AdminReplyRow> => ({
  title: `评论管理 · ${CONTENT_TYPE_LABEL[type] ?? type}`,
  rowKey: 'comment_id',
  list: (q) => adminReplies({ type, handled: q.handled === 'all' ? undefined : q.handled === '1' ? 1 : 0, page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }),
  emptyText: '没有评论',
  rowActions: (r) => [
    {
      label: '回复',
      form: {
        title: `回复 ${r.author.nick_name}`,
        okText: '回复并标记已处理',
        fields: [
          { key: 'quote', title: '评论', editable: true, input: () => <Alert type='info' title={r.content} /> },
          { key: 'content', title: '回复内容', type: 'textarea', editable: true, from: () => '', rule: { label: '回复内容', required: true, maxLength: LIMITS.comment } },
        ],
      },
      run: async (_, v) => (await adminReply(r.comment_id, String(v?.content ?? '')), '已回复'),
    },
    { label: '删除', danger: true, confirm: '确定删除这条评论？', run: async () => (await adminDeleteReply(r.comment_id), '已删除') },
  ],
  fields: [
    { key: 'comment_id', title: 'ID', width: 70 },
    { key: 'topic_title', title: '帖子', width: 160, render: (v, r) => <a onClick={() => go(`/topic/${r.topic_id}`)}>{String(v)}</a> },
    { key: 'author', title: '用户', width: 110, text: (r) => r.author.nick_name },
    { key: 'content', title: '内容' },
    { key: 'public', title: '公开', type: 'switch', width: 70, toggle: (r, on) => setReplyFlag('public', r.comment_id, on) },
    { key: 'handled', title: '已处理', type: 'switch', width: 80, options: HANDLED, filter: true, filterDefault: '0', toggle: (r, on) => setReplyFlag('handle', r.comment_id, on) },
    { key: 'created_at', title: '时间', type: 'datetime', width: 150, sortable: true },
  ],
});

/** The number of comments still waiting. */
function OpenCount({ type }: { type: ContentType }) {
  const open = useAdminLoad(() => countReplies({ type, handled: 0 }), [type]);
  return <Tag color='orange'>待处理 {open.data ?? 0}</Tag>;
}

export default function AdminReplyPage() {
  const type = useContentType();
  const def = useMemo(() => repliesOf(type), [type]);
  return (
    <AdminShell name='adminReply'>
      <ResourcePage
        key={type}
        def={def}
        title={
          <span>
            {def.title} <OpenCount type={type} />
          </span>
        }
        toolbar={() => <ContentTypeSelect area='reply' type={type} />}
      />
    </AdminShell>
  );
}
