import { Image, Tag } from 'antd';
import type { ReactNode } from 'react';
import Markdown from '../markdown';
import { listOf, textOf } from './values';
import { type ResourceField, valueOf } from './types';

/** How a value shows in the list (`detail` = the detail view: markdown rendered, long text whole). */
export function Cell<R extends object>({ field, row, detail }: { field: ResourceField<R>; row: R; detail?: boolean }): ReactNode {
  const v = valueOf(row, field.key);
  if (field.render) return field.render(v, row);
  if (v === null || v === undefined || v === '') return field.type === 'switch' ? <Tag>否</Tag> : <span className='admin-resource__empty-cell'>-</span>;
  switch (field.type) {
    case 'enum':
    case 'switch': {
      const o = field.options?.find((x) => x.value === v);
      if (field.type === 'switch' && !o) return v ? <Tag color='green'>是</Tag> : <Tag>否</Tag>;
      return <Tag color={o?.color}>{o?.label ?? String(v)}</Tag>;
    }
    case 'image':
      return <Image src={String(v)} width={detail ? 160 : 48} />;
    case 'markdown':
      return detail ? <Markdown source={String(v)} /> : <span className='admin-resource__clip'>{String(v).slice(0, 60)}</span>;
    case 'tags':
    case 'commaList':
      return listOf(v).map((t) => <Tag key={t}>{t}</Tag>);
    default:
      return detail ? <span style={{ whiteSpace: 'pre-wrap' }}>{textOf(field, row)}</span> : <span className='admin-resource__clip'>{textOf(field, row)}</span>;
  }
}
