import { Button, Tag } from 'antd';
import { ContentType, type DiscuzRow } from '../../../../types/community';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminBoards, deleteBoard, saveBoard } from '../../../services/api/community-admin';

/** /admin/discuz: planet boards, their tags, and links to the topic and comment moderation. */
const BOARDS: ResourceDef<DiscuzRow> = {
  title: '星球版块',
  rowKey: 'id',
  all: adminBoards,
  pageSize: 100,
  createLabel: '新建版块',
  formTitle: (r) => (r ? '编辑版块' : '新建版块'),
  emptyText: '还没有版块',
  save: (v, row) => saveBoard({ id: row?.id, name: v.name as string, description: (v.description as string) ?? '', order_value: (v.order_value as number) ?? 0, enabled: v.enabled ? 1 : 0 }),
  rowActions: (r) => [
    { label: '标签', run: () => go(`/admin/discuz/${r.id}/tags`) },
    { label: '删除', danger: true, confirm: '只能删除没有帖子的版块，确定删除？', run: async () => (await deleteBoard(r.id), '已删除') },
  ],
  fields: [
    { key: 'id', title: 'ID', width: 70 },
    { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '名称', required: true, maxLength: 20 } },
    { key: 'description', title: '简介', type: 'textarea', editable: true, initial: '', rule: { label: '简介', maxLength: 200 } },
    { key: 'tags', title: '标签', text: (r) => r.tags.map((t) => t.name).join(','), render: (_, r) => r.tags.map((t) => <Tag key={t.id}>{t.name}</Tag>) },
    { key: 'topic_count', title: '帖子', type: 'number', width: 70, sortable: true },
    { key: 'order_value', title: '排序', type: 'number', width: 70, sortable: true, editable: true, initial: 0, help: '小的在前', rule: { label: '排序', integer: true, min: -9999, max: 9999 } },
    { key: 'enabled', title: '状态', type: 'switch', width: 80, filter: true, editable: true, initial: true, options: [{ value: true, label: '开放', color: 'green' }, { value: false, label: '关闭' }] },
  ],
};

export default function AdminDiscuzPage() {
  return (
    <AdminShell name='adminDiscuz'>
      <ResourcePage
        def={BOARDS}
        toolbar={() => (
          <>
            <Button onClick={() => go(`/admin/topic/${ContentType.DISCUSSION}`)}>帖子管理</Button>
            <Button onClick={() => go(`/admin/reply/${ContentType.DISCUSSION}`)}>评论管理</Button>
          </>
        )}
      />
    </AdminShell>
  );
}
