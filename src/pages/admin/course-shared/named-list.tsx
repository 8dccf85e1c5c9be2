import { useMemo, useRef, type ReactNode } from 'react';
import { COURSE_LIMITS } from '../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';

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
  /** resource name of its audit lines */
  audit?: string;
}

/** A list of named, ordered groups (course categories, chapters, video groups) with add/edit/delete, on the resource layer. */
export default function NamedList({ title, countLabel, load, save, remove, extra, audit }: Props) {
  // the callbacks close over route params; the description itself stays stable
  const calls = useRef({ load, save, remove });
  calls.current = { load, save, remove };
  const def = useMemo<ResourceDef<NamedRow>>(
    () => ({
      title,
      audit,
      rowKey: 'id',
      all: () => calls.current.load(),
      save: (v, row) => calls.current.save({ id: row?.id, name: v.name as string, order_value: (v.order_value as number | undefined) ?? 0 }),
      createLabel: '新增',
      noDetail: !audit,
      emptyText: '暂无',
      rowActions: (r) => [{ label: '删除', danger: true, confirm: `删除「${r.name}」？`, run: async () => (await calls.current.remove(r.id), '已删除') }],
      fields: [
        { key: 'name', title: '名称', filter: true, sortable: true, editable: true, rule: { label: '名称', required: true, maxLength: COURSE_LIMITS.groupName } },
        { key: 'order_value', title: '排序', type: 'number', sortable: true, editable: true, initial: 1, help: '小的在前', width: 90, rule: { label: '排序', integer: true } },
        { key: 'count', title: countLabel, type: 'number', sortable: true, width: 100 },
      ],
    }),
    [title, countLabel, audit],
  );
  return <ResourcePage def={def} toolbar={() => extra} />;
}
