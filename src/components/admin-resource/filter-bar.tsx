import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { RANGE_SEPARATOR } from '../../../types/admin';
import { RelationSelect } from './field-input';
import type { ResourceField } from './types';

/** One input per filterable field; text filters apply on Enter, the rest on change. */
export function FilterBar<R extends object>({ fields, value, onChange }: { fields: ResourceField<R>[]; value: Record<string, string>; onChange: (v: Record<string, string>) => void }) {
  const shown = fields.filter((f) => f.filter);
  // text inputs keep what is typed until Enter
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  if (!shown.length) return null;
  const defaults = Object.fromEntries(shown.filter((f) => f.filterDefault).map((f) => [f.key, f.filterDefault!]));
  const set = (key: string, v: string | undefined) => {
    const next = { ...value };
    if (v) next[key] = v;
    else delete next[key];
    onChange(next);
  };
  return (
    <Space wrap className='admin-resource__filters' data-testid='resource-filters'>
      {shown.map((f) => {
        const v = value[f.key];
        switch (f.type) {
          case 'enum':
          case 'switch':
            return (
              <Select
                key={f.key}
                allowClear={!f.filterDefault}
                placeholder={f.title}
                style={{ minWidth: 120 }}
                value={v}
                onChange={(x?: string) => set(f.key, x)}
                options={(f.options ?? [{ value: true, label: '是' }, { value: false, label: '否' }]).map((o) => ({ value: String(o.value), label: o.label }))}
                data-filter={f.key}
              />
            );
          case 'date':
          case 'datetime': {
            const [from, to] = (v ?? '').split(RANGE_SEPARATOR);
            return (
              <DatePicker.RangePicker
                key={f.key}
                placeholder={[`${f.title}起`, '止']}
                allowEmpty={[true, true]}
                value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
                onChange={(r) => {
                  const a = r?.[0]?.format('YYYY-MM-DD') ?? '';
                  const b = r?.[1]?.format('YYYY-MM-DD') ?? '';
                  set(f.key, a || b ? `${a}${RANGE_SEPARATOR}${b}` : undefined);
                }}
                data-filter={f.key}
              />
            );
          }
          case 'relation':
            return <RelationSelect key={f.key} field={f as ResourceField<never>} placeholder={f.title} value={v} onChange={(x) => set(f.key, x)} />;
          default:
            return (
              <Input.Search
                key={f.key}
                allowClear
                placeholder={f.title}
                style={{ width: f.width ?? 180 }}
                maxLength={f.rule?.maxLength}
                value={typed[f.key] ?? ''}
                onChange={(e) => setTyped({ ...typed, [f.key]: e.target.value })}
                onSearch={(x) => set(f.key, x.trim())}
                data-filter={f.key}
              />
            );
        }
      })}
      {Object.keys(value).some((k) => value[k] !== defaults[k]) && <Button onClick={() => onChange(defaults)}>重置</Button>}
    </Space>
  );
}
