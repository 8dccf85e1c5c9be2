import { Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { ORDER_STATE_LABEL, type AdminOrderView, type OrderState } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminOrder, adminOrders, adminRefund } from '../../../services/api/commerce-admin';
import { useLoad } from '../commerce-shared/use-load';
import { OrderDetail } from './order-detail';
import { RefundModal, RefundStateTag } from './order-refunds';

const STATE_COLOR: Record<OrderState, string> = { unpaid: 'blue', paid: 'green', closed: 'default', refunded: 'orange' };

/** /admin/order: search by order number, uid or transaction id; detail with payments and refunds; (partial) refund through the provider. */
const ordersOf = (open: (no: string) => void, refund: (o: AdminOrderView) => void): ResourceDef<AdminOrderView> => ({
  title: '订单',
  rowKey: 'order_no',
  list: (q) =>
    adminOrders({ keyword: (q.keyword as string) || undefined, state: (q.state as OrderState) || undefined, page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }, { silent: true }),
  totalText: (n) => `共 ${n} 笔`,
  emptyText: (f) => (f.keyword ? '没有匹配的订单' : '暂无订单'),
  // the order's own detail (transactions, refunds) replaces the generic drawer
  noDetail: true,
  rowActions: (r) => [
    { label: '详情', run: () => open(r.order_no) },
    { label: '退款', hidden: r.refundable_fen <= 0, run: () => refund(r) },
  ],
  fields: [
    { key: 'keyword', title: '订单号、UID 或交易号', filter: true, width: 260, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'order_no', title: '订单号', render: (v) => <a onClick={() => open(String(v))}>{String(v)}</a> },
    { key: 'nick_name', title: '用户', text: (r) => `${r.nick_name}（${r.uid}）` },
    { key: 'product_name', title: '商品' },
    { key: 'amount_fen', title: '实付', type: 'money', sortable: true },
    { key: 'channel_code', title: '渠道' },
    {
      key: 'state',
      title: '状态',
      type: 'enum',
      filter: true,
      options: (Object.keys(ORDER_STATE_LABEL) as OrderState[]).map((k) => ({ value: k, label: ORDER_STATE_LABEL[k], color: STATE_COLOR[k] })),
      render: (v, r) => (
        <Space size={4}>
          <Tag color={STATE_COLOR[v as OrderState]}>{ORDER_STATE_LABEL[v as OrderState]}</Tag>
          <RefundStateTag order={r} />
        </Space>
      ),
    },
    { key: 'created_at', title: '下单时间', type: 'datetime', sortable: true },
  ],
});

export default function AdminOrderPage() {
  const [detailNo, setDetailNo] = useState('');
  const [refund, setRefund] = useState<AdminOrderView | null>(null);
  const detail = useLoad(() => (detailNo ? adminOrder(detailNo, { silent: true }) : Promise.resolve(null)), [detailNo]);
  const def = useMemo(() => ordersOf(setDetailNo, setRefund), []);
  return (
    <AdminShell name='adminOrder'>
      <ResourcePage def={def}>
        {(list) => (
          <>
            <OrderDetail open={!!detailNo} order={detail.data} onClose={() => setDetailNo('')} onRefund={setRefund} />
            <RefundModal
              order={refund}
              onClose={() => setRefund(null)}
              onSubmit={async (amountFen, reason) => {
                const ok = await detail.act(() => adminRefund({ order_no: refund!.order_no, reason, amount_fen: amountFen }), '退款已提交，等待支付平台确认');
                if (ok) list.reload();
                return ok;
              }}
            />
          </>
        )}
      </ResourcePage>
    </AdminShell>
  );
}
