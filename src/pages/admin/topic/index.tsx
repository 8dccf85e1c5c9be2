import { Tag } from 'antd';
import { useMemo } from 'react';
import { CONTENT_TYPE_LABEL, type ContentType } from '../../../../types/community';
import type { AdminTopicRow } from '../../../../types/community-admin';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteTopic, adminTopics, fakeUserOptions, setTopicFlag, virtualTopic } from '../../../services/api/community-admin';
import { ContentTypeSelect, useContentType } from './type-select';

const formOnly = { editable: true, hideInTable: true, hideInDetail: true, noExport: true } as const;

/** /admin/topic/:type: topics of one content type — top, valuable, delete, and virtual posts by fake users. */
const topicsOf = (type: ContentType): ResourceDef<AdminTopicRow> => ({
  title: `帖子管理 · ${CONTENT_TYPE_LABEL[type] ?? type}`,
  rowKey: 'topic_id',
  list: (q) => adminTopics({ type, keyword: String(q.keyword ?? ''), page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }),
  emptyText: '没有帖子',
  // the "create" of this list is a virtual post by a fake user; topics are not edited here
  createLabel: '虚拟发帖',
  editLabel: false,
  formTitle: () => '以虚拟用户身份发帖',
  okText: '发布',
  savedText: '已发布',
  save: (v) => virtualTopic({ fake_uid: v.fake_uid as string, cate: (v.cate as string) || undefined, cate_type: v.cate ? undefined : type, title: v.title as string, content: v.content as string }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '确定删除这个帖子？', run: async () => (await adminDeleteTopic(r.topic_id), '已删除') }],
  fields: [
    { key: 'keyword', title: '搜索标题或内容', filter: true, width: 220, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'fake_uid', title: '虚拟用户', type: 'relation', relation: { search: fakeUserOptions }, ...formOnly, rule: { label: '虚拟用户', required: true } },
    { key: 'cate', title: '分类编码（留空则为当前类型）', ...formOnly },
    { key: 'topic_id', title: 'ID', width: 70 },
    { key: 'title', title: '标题', editable: true, rule: { label: '标题', required: true, maxLength: 60 }, render: (v, r) => <a onClick={() => go(`/topic/${r.topic_id}`)}>{String(v)}</a> },
    { key: 'content', title: '内容（Markdown）', type: 'textarea', ...formOnly, rule: { label: '内容', required: true } },
    { key: 'author', title: '作者', text: (r) => r.author.nick_name, render: (_, r) => <span>{r.author.nick_name} {r.virtual && <Tag color='purple'>虚拟</Tag>}</span> },
    { key: 'like_count', title: '赞/评', width: 90, sortable: true, text: (r) => `${r.like_count}/${r.comment_count}` },
    { key: 'top', title: '置顶', type: 'switch', width: 70, toggle: (r, on) => setTopicFlag('top', r.topic_id, on) },
    { key: 'valuable', title: '精华', type: 'switch', width: 70, toggle: (r, on) => setTopicFlag('valuable', r.topic_id, on) },
    { key: 'created_at', title: '发布时间', type: 'datetime', width: 150, sortable: true },
  ],
});

export default function AdminTopicPage() {
  const type = useContentType();
  const def = useMemo(() => topicsOf(type), [type]);
  return (
    <AdminShell name='adminTopic'>
      <ResourcePage key={type} def={def} toolbar={() => <ContentTypeSelect area='topic' type={type} />} />
    </AdminShell>
  );
}
