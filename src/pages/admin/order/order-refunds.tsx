import { Alert, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatFen, ORDER_REFUND_STATE_LABEL, parseYuan, type AdminOrderDetail, type AdminOrderView, type AdminRefundView, type OrderRefundState, type RefundState } from '../../../../types/commerce';
import { formatDate } from '../../../utils/format';

export const REFUND_STATE_COLOR: Record<OrderRefundState, string> = { none: 'default', refunding: 'processing', partial: 'gold', refunded: 'orange', abnormal: 'error', closed: 'warning' };
const RECORD_COLOR: Record<RefundState, string> = { processing: 'processing', success: 'success', abnormal: 'error', closed: 'warning', failed: 'default' };

export function RefundStateTag({ order }: { order: AdminOrderView }) {
  if (order.refund_state === 'none') return null;
  return <Tag color={REFUND_STATE_COLOR[order.refund_state]}>{ORDER_REFUND_STATE_LABEL[order.refund_state]}</Tag>;
}

/** The order's refunds at the provider, each with its state and, when it needs the admin, what to do. */
export function RefundRecords({ order }: { order: AdminOrderDetail }) {
  const attention = order.refunds.filter((r) => r.state === 'abnormal' || r.state === 'closed' || r.state === 'processing');
  const last = attention[attention.length - 1];
  return (
    <>
      {last && (
        <Alert
          style={{ marginTop: 16 }}
          showIcon
          type={last.state === 'processing' ? 'info' : last.state === 'abnormal' ? 'error' : 'warning'}
          title={`退款 ${last.refund_no}：${last.state_label}`}
          description={last.advice}
        />
      )}
      <Table<AdminRefundView>
        style={{ marginTop: 16 }}
        size='small'
        rowKey='refund_no'
        pagination={false}
        dataSource={order.refunds}
        locale={{ emptyText: '暂无退款记录' }}
        expandable={{ expandedRowRender: (r) => r.advice, rowExpandable: () => true }}
        columns={[
          { title: '退款单号', dataIndex: 'refund_no' },
          { title: '金额', dataIndex: 'amount_fen', render: (v: number) => formatFen(v) },
          { title: '状态', dataIndex: 'state', render: (v: RefundState, r) => <Tag color={RECORD_COLOR[v]}>{r.state_label}</Tag> },
          { title: '原因', dataIndex: 'reason' },
          { title: '发起', key: 'by', render: (_, r) => (r.operator ? `管理员 ${r.operator}` : '系统自动') },
          { title: '时间', key: 'at', render: (_, r) => `${formatDate(r.created_at)}${r.finished_at ? ` → ${formatDate(r.finished_at)}` : ''}` },
          { title: '入账账户', dataIndex: 'received_account', render: (v: string) => v || '-' },
        ]}
      />
    </>
  );
}

/** Amount (yuan, default everything refundable) and reason of a new refund. */
export function RefundModal({ order, onSubmit, onClose }: { order: AdminOrderView | null; onSubmit: (amountFen: number | undefined, reason: string) => Promise<boolean>; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const close = () => {
    setReason('');
    setAmount('');
    onClose();
  };
  const ok = async () => {
    if (!order) return;
    if (!reason.trim()) return void Modal.error({ title: '请填写退款原因' });
    const fen = amount.trim() ? parseYuan(amount) : order.refundable_fen;
    if (!fen || fen <= 0) return void Modal.error({ title: '请填写正确的退款金额（元，最多两位小数）' });
    if (fen > order.refundable_fen) return void Modal.error({ title: `退款金额不能超过可退金额 ${formatFen(order.refundable_fen)}` });
    if (await onSubmit(fen === order.refundable_fen ? undefined : fen, reason.trim())) close();
  };
  return (
    <Modal open={!!order} title='发起退款' okText='提交退款' okButtonProps={{ danger: true }} cancelText='取消' onOk={() => void ok()} onCancel={close}>
      {order && (
        <Space direction='vertical' style={{ width: '100%' }}>
          <p>
            实付 {formatFen(order.amount_fen)}，已退 {formatFen(order.refunded_fen)}，可退 {formatFen(order.refundable_fen)}。退款原路退回，提交后订单为「退款中」，
            支付平台确认退款成功后才收回「{order.product_name}」的权益（部分退款按金额比例收回会员天数）。
          </p>
          <Input addonBefore='退款金额（元）' placeholder={`不填为全部可退 ${(order.refundable_fen / 100).toFixed(2)}`} value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Input.TextArea maxLength={80} showCount placeholder='退款原因（用户可见）' value={reason} onChange={(e) => setReason(e.target.value)} />
        </Space>
      )}
    </Modal>
  );
}
