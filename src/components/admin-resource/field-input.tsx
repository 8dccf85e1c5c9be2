import { DatePicker, Image, Input, InputNumber, Select, Space, Switch, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Markdown from '../markdown';
import type { RelationOption, ResourceField } from './types';

type Io<T = unknown> = { value?: T; onChange?: (v: T) => void };

/** A select that searches as you type (`relation.search`), for ids of users, products, problems... */
export function RelationSelect({ field, value, onChange, placeholder, currentLabel }: Io<string> & { field: ResourceField<never>; placeholder?: string; currentLabel?: string }) {
  const [options, setOptions] = useState<RelationOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const search = (kw: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(true);
      field
        .relation!.search(kw)
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: currentLabel || value }, ...options] : options;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      loading={loading}
      value={value || undefined}
      placeholder={placeholder ?? field.placeholder ?? `搜索${field.title}`}
      options={shown}
      onOpenChange={(open) => open && !options.length && search('')}
      onChange={(v) => onChange?.(v ?? '')}
      style={{ minWidth: 180 }}
    />
  );
}

function MarkdownInput({ value, onChange }: Io<string>) {
  return (
    <Tabs
      size='small'
      items={[
        { key: 'edit', label: '编辑', children: <Input.TextArea rows={10} value={value} onChange={(e) => onChange?.(e.target.value)} /> },
        { key: 'preview', label: '预览', children: <Markdown source={value ?? ''} /> },
      ]}
    />
  );
}

function ImageInput({ value, onChange }: Io<string>) {
  return (
    <Space align='start' style={{ maxWidth: '100%' }}>
      <Input placeholder='图片地址' value={value} onChange={(e) => onChange?.(e.target.value)} style={{ width: 320, maxWidth: '100%' }} />
      {value ? <Image src={value} width={64} /> : null}
    </Space>
  );
}

/** The form input of a field by its value type (antd Form.Item passes value/onChange). */
export function FieldInput({ field, currentLabel, ...io }: Io & { field: ResourceField<never>; currentLabel?: string }) {
  const max = field.rule?.maxLength;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={max} showCount={!!max} {...(io as object)} />;
    case 'number':
      return <InputNumber style={{ width: 180 }} min={field.rule?.min} max={field.rule?.max} precision={field.rule?.integer ? 0 : undefined} {...(io as object)} />;
    case 'money':
      return <InputNumber style={{ width: 180 }} min={0} precision={2} suffix='元' {...(io as object)} />;
    case 'date':
      return <DatePicker {...(io as object)} />;
    case 'datetime':
      return <DatePicker showTime {...(io as object)} />;
    case 'enum':
      return <Select style={{ minWidth: 160 }} options={field.options?.map((o) => ({ value: o.value as string, label: o.label }))} {...(io as object)} />;
    case 'switch':
      // the form item hands a switch its value as `checked` (valuePropName), a filter as `value`
      return <Switch checked={!!((io as { checked?: boolean }).checked ?? io.value)} onChange={(v) => io.onChange?.(v)} />;
    case 'image':
      return <ImageInput {...(io as object)} />;
    case 'markdown':
      return <MarkdownInput {...(io as object)} />;
    case 'relation':
      return <RelationSelect field={field} currentLabel={currentLabel} {...(io as object)} />;
    case 'tags':
    case 'commaList':
      return <Select mode='tags' tokenSeparators={[',', '，', ' ']} open={false} suffixIcon={null} placeholder='输入后回车' {...(io as object)} />;
    default:
      return <Input maxLength={max} placeholder={field.placeholder} {...(io as object)} />;
  }
}
