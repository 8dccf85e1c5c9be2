import { Alert, Button, Card, Descriptions, Drawer, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatFen, ORDER_STATE_LABEL, type AdminOrderView, type OrderState } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminOrder, adminOrders, adminRefund } from '../../../services/api/commerce-admin';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../commerce-shared/use-load';

const STATE_COLOR: Record<OrderState, string> = { unpaid: 'blue', paid: 'green', closed: 'default', refunded: 'orange' };

export default function AdminOrderPage() {
  return (
    <AdminShell name='adminOrder'>
      <Orders />
    </AdminShell>
  );
}

/** /admin/order: search by order number, uid or transaction id; detail; refund through the provider. */
function Orders() {
  const [query, setQuery] = useState({ keyword: '', state: '' as OrderState | '', pageNo: 1, pageSize: 20 });
  const s = useLoad(() => adminOrders({ keyword: query.keyword || undefined, state: query.state || undefined, page_no: query.pageNo, page_size: query.pageSize }, { silent: true }), [query]);
  const [detailNo, setDetailNo] = useState('');
  const [refund, setRefund] = useState<{ order: AdminOrderView; reason: string } | null>(null);
  const detail = useLoad(() => (detailNo ? adminOrder(detailNo, { silent: true }) : Promise.resolve(null)), [detailNo]);

  const doRefund = async () => {
    if (!refund) return;
    if (!refund.reason.trim()) return void Modal.error({ title: '请填写退款原因' });
    const ok = await s.act(() => adminRefund(refund.order.order_no, refund.reason.trim()), '已退款，权益已收回');
    if (ok) {
      setRefund(null);
      detail.reload();
    }
  };

  return (
    <Card
      title={`订单（共 ${s.data?.total ?? 0} 笔）`}
      extra={
        <Space>
          <Select
            style={{ width: 120 }}
            value={query.state}
            onChange={(v) => setQuery((q) => ({ ...q, state: v, pageNo: 1 }))}
            options={[{ value: '', label: '全部状态' }, ...(Object.keys(ORDER_STATE_LABEL) as OrderState[]).map((k) => ({ value: k, label: ORDER_STATE_LABEL[k] }))]}
          />
          <Input.Search allowClear placeholder='订单号、UID 或交易号' style={{ width: 260 }} onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), pageNo: 1 }))} />
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<AdminOrderView>
        rowKey='order_no'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: query.keyword ? '没有匹配的订单' : '暂无订单' }}
        pagination={{ current: query.pageNo, pageSize: query.pageSize, total: s.data?.total ?? 0, showTotal: (t) => `共 ${t} 条`, onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })) }}
        columns={[
          { title: '订单号', dataIndex: 'order_no', render: (v: string) => <a onClick={() => setDetailNo(v)}>{v}</a> },
          { title: '用户', key: 'user', render: (_, r) => `${r.nick_name}（${r.uid}）` },
          { title: '商品', dataIndex: 'product_name' },
          { title: '实付', dataIndex: 'amount_fen', render: (v: number) => formatFen(v) },
          { title: '渠道', dataIndex: 'channel_code', render: (v: string) => v || '-' },
          { title: '状态', dataIndex: 'state', render: (v: OrderState) => <Tag color={STATE_COLOR[v]}>{ORDER_STATE_LABEL[v]}</Tag> },
          { title: '下单时间', dataIndex: 'created_at', render: (v: string) => formatDate(v) },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <a onClick={() => setDetailNo(r.order_no)}>详情</a>
                {r.state === 'paid' && <a onClick={() => setRefund({ order: r, reason: '' })}>退款</a>}
              </Space>
            ),
          },
        ]}
      />
      <Drawer open={!!detailNo} width={560} title='订单详情' onClose={() => setDetailNo('')}>
        {detail.data && (
          <>
            <Descriptions column={1} bordered size='small'>
              <Descriptions.Item label='订单号'>{detail.data.order_no}</Descriptions.Item>
              <Descriptions.Item label='用户'>{`${detail.data.nick_name}（${detail.data.uid}）`}</Descriptions.Item>
              <Descriptions.Item label='商品'>{detail.data.product_name}</Descriptions.Item>
              <Descriptions.Item label='原价'>{formatFen(detail.data.price_fen)}</Descriptions.Item>
              <Descriptions.Item label='优惠'>{detail.data.coupon_name ? `${detail.data.coupon_name} -${formatFen(detail.data.discount_fen)}` : '无'}</Descriptions.Item>
              <Descriptions.Item label='实付'>{formatFen(detail.data.amount_fen)}</Descriptions.Item>
              <Descriptions.Item label='状态'>{ORDER_STATE_LABEL[detail.data.state]}</Descriptions.Item>
              <Descriptions.Item label='支付方式'>{detail.data.pay_channel || '-'}</Descriptions.Item>
              <Descriptions.Item label='交易号'>{detail.data.transaction_id || '-'}</Descriptions.Item>
              <Descriptions.Item label='销售渠道'>{detail.data.channel_code || '-'}</Descriptions.Item>
              <Descriptions.Item label='下单时间'>{formatDate(detail.data.created_at)}</Descriptions.Item>
              <Descriptions.Item label='支付时间'>{detail.data.paid_at ? formatDate(detail.data.paid_at) : '-'}</Descriptions.Item>
              <Descriptions.Item label='退款'>{detail.data.refunded_at ? `${formatDate(detail.data.refunded_at)}（${detail.data.refund_reason}）` : '-'}</Descriptions.Item>
            </Descriptions>
            <Table
              style={{ marginTop: 16 }}
              size='small'
              rowKey='transaction_id'
              pagination={false}
              dataSource={detail.data.transactions}
              locale={{ emptyText: '暂无支付流水' }}
              columns={[
                { title: '平台', dataIndex: 'platform' },
                { title: '交易号', dataIndex: 'transaction_id' },
                { title: '金额', dataIndex: 'amount_fen', render: (v: number) => formatFen(v) },
              ]}
            />
            {detail.data.state === 'paid' && (
              <Button danger style={{ marginTop: 16 }} onClick={() => setRefund({ order: detail.data!, reason: '' })}>
                原路退款
              </Button>
            )}
          </>
        )}
      </Drawer>
      <Modal open={!!refund} title='确认退款' okText='确认退款' okButtonProps={{ danger: true }} cancelText='取消' onOk={() => void doRefund()} onCancel={() => setRefund(null)}>
        {refund && (
          <>
            <p>
              将向用户原路退还 {formatFen(refund.order.amount_fen)}，并收回「{refund.order.product_name}」带来的权益。此操作不可撤销。
            </p>
            <Input.TextArea maxLength={80} showCount placeholder='退款原因（用户可见）' value={refund.reason} onChange={(e) => setRefund({ ...refund, reason: e.target.value })} />
          </>
        )}
      </Modal>
    </Card>
  );
}
