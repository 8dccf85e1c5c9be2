import { useRouter } from '@tarojs/taro';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { EQUITY_KIND_LABEL, EQUITY_KINDS, TARGETED_KINDS, type EquityKind, type ProductEquityRow } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteEquity, adminProduct, adminSaveEquity } from '../../../services/api/commerce-admin';

const targeted = (v: { kind?: unknown }) => TARGETED_KINDS.includes(v.kind as EquityKind);

/** /admin/product/:pid/equity: what buying the product grants (kind, target, days; 0 = permanent). */
const equitiesOf = (pid: string, named: (name: string) => void): ResourceDef<ProductEquityRow> => ({
  title: '商品权益',
  rowKey: 'equity_id',
  all: () => adminProduct(pid, { silent: true }).then((p) => (named(p.name), p.equities)),
  pageSize: 100,
  createLabel: '添加权益',
  formTitle: (r) => (r ? '编辑权益' : '添加权益'),
  emptyText: '这个商品还没有权益，购买后不会开通任何内容',
  save: (v, row) => adminSaveEquity({ product_id: pid, equity_id: row?.equity_id, kind: v.kind as EquityKind, target_id: targeted(v) ? (v.target_id as string) : '', duration_days: v.duration_days as number }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '已购用户的权益不受影响，确定删除？', run: async () => (await adminDeleteEquity(pid, r.equity_id), '已删除') }],
  fields: [
    { key: 'equity_id', title: 'ID', width: 70 },
    { key: 'kind', title: '类型', type: 'enum', editable: true, initial: 'vip', options: EQUITY_KINDS.map((k) => ({ value: k, label: EQUITY_KIND_LABEL[k] })) },
    { key: 'target_id', title: '目标 ID', editable: true, initial: '', visibleWhen: targeted, help: '课程、题单或训练营', rule: { label: '目标 ID', required: true, maxLength: 32 } },
    { key: 'duration_days', title: '有效期', type: 'number', editable: true, initial: 30, help: '天数，0 为永久', text: (r) => (r.duration_days ? `${r.duration_days} 天` : '永久'), rule: { label: '有效天数', required: true, integer: true, min: 0, max: 3650 } },
  ],
});

export default function AdminProductEquityPage() {
  const pid = String(useRouter().params.pid ?? '');
  const [name, setName] = useState('');
  const def = useMemo(() => equitiesOf(pid, setName), [pid]);
  return (
    <AdminShell name='adminProductEquity'>
      <ResourcePage def={def} title={name ? `「${name}」的权益` : '商品权益'} toolbar={() => <Button onClick={() => go('/admin/product')}>返回商品</Button>} />
    </AdminShell>
  );
}
