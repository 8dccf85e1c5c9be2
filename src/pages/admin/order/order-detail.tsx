import { Button, Descriptions, Drawer, Table } from 'antd';
import { formatFen, ORDER_REFUND_STATE_LABEL, ORDER_STATE_LABEL, type AdminOrderDetail } from '../../../../types/commerce';
import { formatDate } from '../../../utils/format';
import { RefundRecords } from './order-refunds';

/** The order's detail drawer: amounts, payment, its transactions and refunds, and the refund button. */
export function OrderDetail({ open, order, onClose, onRefund }: { open: boolean; order: AdminOrderDetail | null; onClose: () => void; onRefund: (o: AdminOrderDetail) => void }) {
  return (
    <Drawer open={open} width={560} title='订单详情' onClose={onClose}>
      {order && (
        <>
          <Descriptions column={1} bordered size='small'>
            <Descriptions.Item label='订单号'>{order.order_no}</Descriptions.Item>
            <Descriptions.Item label='用户'>{`${order.nick_name}（${order.uid}）`}</Descriptions.Item>
            <Descriptions.Item label='商品'>{order.product_name}</Descriptions.Item>
            <Descriptions.Item label='原价'>{formatFen(order.price_fen)}</Descriptions.Item>
            <Descriptions.Item label='优惠'>{order.coupon_name ? `${order.coupon_name} -${formatFen(order.discount_fen)}` : '无'}</Descriptions.Item>
            <Descriptions.Item label='实付'>{formatFen(order.amount_fen)}</Descriptions.Item>
            <Descriptions.Item label='状态'>{ORDER_STATE_LABEL[order.state]}</Descriptions.Item>
            <Descriptions.Item label='支付方式'>{order.pay_channel || '-'}</Descriptions.Item>
            <Descriptions.Item label='交易号'>{order.transaction_id || '-'}</Descriptions.Item>
            <Descriptions.Item label='销售渠道'>{order.channel_code || '-'}</Descriptions.Item>
            <Descriptions.Item label='下单时间'>{formatDate(order.created_at)}</Descriptions.Item>
            <Descriptions.Item label='支付时间'>{order.paid_at ? formatDate(order.paid_at) : '-'}</Descriptions.Item>
            <Descriptions.Item label='退款状态'>{ORDER_REFUND_STATE_LABEL[order.refund_state]}</Descriptions.Item>
            <Descriptions.Item label='已退 / 可退'>{`${formatFen(order.refunded_fen)} / ${formatFen(order.refundable_fen)}`}</Descriptions.Item>
            <Descriptions.Item label='最近退款'>{order.refunded_at ? `${formatDate(order.refunded_at)}（${order.refund_reason}）` : '-'}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size='small'
            rowKey='transaction_id'
            pagination={false}
            dataSource={order.transactions}
            locale={{ emptyText: '暂无支付流水' }}
            columns={[
              { title: '平台', dataIndex: 'platform' },
              { title: '交易号', dataIndex: 'transaction_id' },
              { title: '金额', dataIndex: 'amount_fen', render: (v: number) => formatFen(v) },
            ]}
          />
          <RefundRecords order={order} />
          {order.refundable_fen > 0 && (
            <Button danger style={{ marginTop: 16 }} onClick={() => onRefund(order)}>
              原路退款
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
