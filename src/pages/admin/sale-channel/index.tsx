import { SALE_CHANNEL_RULES } from '../../../../types/commerce-admin';
import type { SaleChannelView } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminSaleChannels, adminSaveSaleChannel } from '../../../services/api/commerce-admin';
import { ENABLED_OPTIONS } from '../commerce-shared/options';

/** /admin/sale-channel: promotion channels; `/:channel` landings record their code on orders. */
const SALE_CHANNELS: ResourceDef<SaleChannelView> = {
  title: '销售渠道',
  audit: 'sale_channel',
  rowKey: 'id',
  all: () => adminSaleChannels({ silent: true }),
  save: (v, row) => adminSaveSaleChannel({ ...(v as { code: string; name: string; enabled: boolean }), id: row?.id }),
  createLabel: '新建渠道',
  fields: [
    { key: 'code', title: '编码', filter: true, sortable: true, editable: true, rule: SALE_CHANNEL_RULES.code, help: '字母、数字、下划线、连字符', render: (v) => <code>/{String(v)}</code> },
    { key: 'name', title: '名称', filter: true, sortable: true, editable: true, rule: SALE_CHANNEL_RULES.name },
    { key: 'order_count', title: '订单数', type: 'number', sortable: true },
    { key: 'paid_fen', title: '成交额', type: 'money', sortable: true },
    { key: 'enabled', title: '状态', type: 'switch', options: ENABLED_OPTIONS, filter: true, editable: true, initial: true },
    { key: 'created_at', title: '创建时间', type: 'datetime', filter: true, sortable: true },
  ],
};

export default function AdminSaleChannelPage() {
  return (
    <AdminShell name='adminSaleChannel'>
      <ResourcePage def={SALE_CHANNELS} />
    </AdminShell>
  );
}
