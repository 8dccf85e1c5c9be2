import { COUPON_RULES } from '../../../../types/commerce-admin';
import { formatFen, type CouponKind, type CouponView } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminCoupons, adminSaveCoupon } from '../../../services/api/commerce-admin';
import { ENABLED_OPTIONS } from '../commerce-shared/options';

export function couponValueText(c: Pick<CouponView, 'kind' | 'value'>): string {
  return c.kind === 'amount' ? `减${formatFen(c.value)}` : `${c.value / 10}折`;
}

const isAmount = (v: { kind?: unknown }) => v.kind !== 'discount';
const formOnly = { editable: true, hideInTable: true, hideInDetail: true, noExport: true } as const;

/** /admin/coupon: amount or discount coupons with a minimum, validity, product scope and per-user limit. */
const COUPONS: ResourceDef<CouponView> = {
  title: '优惠券',
  audit: 'coupon',
  rowKey: 'id',
  list: (q) => adminCoupons(q, { silent: true }),
  formWidth: 600,
  save: (v, row) =>
    adminSaveCoupon({
      id: row?.id,
      name: v.name as string,
      kind: v.kind as CouponKind,
      value: (isAmount(v) ? v.amount : v.percent) as number,
      min_fen: (v.min_fen as number | undefined) ?? 0,
      product_ids: v.product_ids as string,
      valid_from: v.valid_from as string,
      valid_until: v.valid_until as string,
      per_user_limit: v.per_user_limit as number,
      total: v.total as number,
      enabled: v.enabled as boolean,
    }),
  validate: (v): Record<string, string> => (v.valid_from && v.valid_until && String(v.valid_until) <= String(v.valid_from) ? { valid_until: '结束时间必须晚于开始时间' } : {}),
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 60 },
    { key: 'name', title: '名称', filter: true, editable: true, rule: COUPON_RULES.name },
    { key: 'kind', title: '类型', type: 'enum', filter: true, editable: true, initial: 'amount', options: [{ value: 'amount', label: '满减券', color: 'blue' }, { value: 'discount', label: '折扣券', color: 'purple' }] },
    { key: 'value', title: '优惠', sortable: true, text: couponValueText },
    { key: 'amount', title: '减免（元）', type: 'money', ...formOnly, initial: 1000, from: (r) => (r.kind === 'amount' ? r.value : 1000), visibleWhen: isAmount, rule: { label: '减免金额', required: true, min: 1 } },
    { key: 'percent', title: '支付比例（80 即 8 折）', type: 'number', ...formOnly, initial: 80, from: (r) => (r.kind === 'discount' ? r.value : 80), visibleWhen: (v) => !isAmount(v), rule: { label: '支付比例', required: true, integer: true, min: 1, max: 99 } },
    { key: 'min_fen', title: '门槛', type: 'money', editable: true, initial: 0, help: '订单金额达到此值才可用，0 为无门槛', text: (r) => (r.min_fen ? `满${formatFen(r.min_fen)}` : '无门槛') },
    { key: 'product_ids', title: '适用商品', type: 'commaList', editable: true, help: '商品 ID，留空为全部商品', text: (r) => (r.product_ids.length ? r.product_ids.join(', ') : '全部') },
    { key: 'valid_from', title: '开始时间', type: 'datetime', editable: true, hideInTable: true, rule: { label: '开始时间', required: true } },
    { key: 'valid_until', title: '有效期至', type: 'datetime', filter: true, sortable: true, editable: true, rule: { label: '结束时间', required: true } },
    { key: 'claimed', title: '已领', type: 'number', sortable: true },
    { key: 'total', title: '发放总量', type: 'number', editable: true, initial: 0, help: '0 为不限', rule: COUPON_RULES.total, text: (r) => (r.total ? String(r.total) : '不限') },
    { key: 'per_user_limit', title: '每人限领', type: 'number', editable: true, initial: 1, rule: COUPON_RULES.per_user_limit },
    { key: 'enabled', title: '状态', type: 'switch', options: ENABLED_OPTIONS, filter: true, editable: true, initial: true },
  ],
};

export default function AdminCouponPage() {
  return (
    <AdminShell name='adminCoupon'>
      <ResourcePage def={COUPONS} />
    </AdminShell>
  );
}
