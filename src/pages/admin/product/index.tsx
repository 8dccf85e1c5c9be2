import { Tag } from 'antd';
import { EQUITY_KIND_LABEL, PRODUCT_CATEGORY_LABEL, type ProductCategory, type ProductEquityRow, type ProductView } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteProduct, adminProducts, adminSaveProduct } from '../../../services/api/commerce-admin';

const equityText = (e: ProductEquityRow) => `${EQUITY_KIND_LABEL[e.kind]}${e.target_id ? `#${e.target_id}` : ''} ${e.duration_days || '永久'}${e.duration_days ? '天' : ''}`;

/** /admin/product: products (VIP tiers, OJ, courses, problem sets, camps); equities on their own page. */
const PRODUCTS: ResourceDef<ProductView> = {
  title: '商品',
  rowKey: 'product_id',
  all: () => adminProducts({ silent: true }),
  pageSize: 100,
  save: (v, row) =>
    adminSaveProduct({
      product_id: row?.product_id,
      name: v.name as string,
      category: v.category as ProductCategory,
      description: (v.description as string) ?? '',
      benefits: (v.benefits as string) ?? '',
      price_fen: v.price_fen as number,
      original_price_fen: (v.original_price_fen as number | undefined) ?? 0,
      on_sale: Boolean(v.on_sale),
      sort: (v.sort as number | undefined) ?? 0,
    }),
  rowActions: (r) => [
    { label: '权益', run: () => go(`/admin/product/${r.product_id}/equity`) },
    { label: '删除', danger: true, confirm: '有订单的商品会改为下架，确定删除？', run: async () => (await adminDeleteProduct(r.product_id), '已处理') },
  ],
  fields: [
    { key: 'product_id', title: 'ID', width: 70, sortable: true },
    { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '名称', required: true, maxLength: 60 } },
    { key: 'category', title: '类别', type: 'enum', filter: true, editable: true, initial: 'vip', options: Object.entries(PRODUCT_CATEGORY_LABEL).map(([value, label]) => ({ value, label })) },
    { key: 'price_fen', title: '价格', type: 'money', sortable: true, editable: true, initial: 0, rule: { label: '价格', required: true, min: 1 } },
    { key: 'original_price_fen', title: '划线价', type: 'money', hideInTable: true, editable: true, initial: 0 },
    { key: 'sort', title: '排序', type: 'number', hideInTable: true, editable: true, initial: 0 },
    { key: 'description', title: '介绍', hideInTable: true, editable: true, initial: '', rule: { label: '介绍', maxLength: 500 } },
    { key: 'benefits', title: '权益说明（每行一条）', type: 'textarea', hideInTable: true, editable: true, initial: '', from: (r) => r.benefits.join('\n'), text: (r) => r.benefits.join('；'), rule: { label: '权益说明', maxLength: 2000 } },
    { key: 'equities', title: '权益', text: (r) => r.equities.map(equityText).join('，'), render: (_, r) => r.equities.map((e) => <Tag key={e.equity_id}>{equityText(e)}</Tag>) },
    { key: 'on_sale', title: '状态', type: 'switch', filter: true, editable: true, initial: false, options: [{ value: true, label: '在售', color: 'green' }, { value: false, label: '下架' }] },
  ],
};

export default function AdminProductPage() {
  return (
    <AdminShell name='adminProduct'>
      <ResourcePage def={PRODUCTS} />
    </AdminShell>
  );
}
