import { useRouter } from '@tarojs/taro';
import { Button } from 'antd';
import { useMemo, useRef } from 'react';
import type { DiscuzTagRow } from '../../../../types/community';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { boardTags, deleteTag, saveTag } from '../../../services/api/community-admin';

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
  const board = useRef(did);
  board.current = did;
  const def = useMemo<ResourceDef<DiscuzTagRow>>(
    () => ({
      title: `版块 ${did} 的标签`,
      rowKey: 'id',
      all: () => boardTags(board.current),
      save: (v, row) => saveTag({ id: row?.id, discuz_id: board.current, name: v.name as string, order_value: (v.order_value as number | undefined) ?? 0 }),
      createLabel: '添加标签',
      emptyText: '还没有标签',
      noDetail: true,
      rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除这个标签？', run: async () => (await deleteTag(r.id), '已删除') }],
      fields: [
        { key: 'id', title: 'ID', width: 80 },
        { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '标签名称', required: true, maxLength: 12 } },
        { key: 'order_value', title: '排序', type: 'number', sortable: true, editable: true, initial: 0, width: 80, rule: { label: '排序', integer: true } },
        { key: 'cate', title: '编码', width: 140 },
      ],
    }),
    [did],
  );
  return <ResourcePage def={def} toolbar={() => <Button onClick={() => go('/admin/discuz')}>返回版块</Button>} />;
}
