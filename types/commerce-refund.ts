/** Refunds as the admin console sees them (state machine: requested → the provider's result). */
import type { OrderView } from './commerce';

/**
 * Where an order's refunds stand (the admin console). `refunding`: a refund was requested and the
 * provider's result has not arrived; `partial`: some money went back; `refunded`: all of it;
 * `abnormal` / `closed`: the provider's last result needs the admin (see REFUND_ADVICE).
 */
export type OrderRefundState = 'none' | 'refunding' | 'partial' | 'refunded' | 'abnormal' | 'closed';
export const ORDER_REFUND_STATE_LABEL: Record<OrderRefundState, string> = {
  none: '无退款',
  refunding: '退款中',
  partial: '部分退款',
  refunded: '已全额退款',
  abnormal: '退款异常',
  closed: '退款已关闭',
};

/** One refund at the provider: processing until its result (REFUND.SUCCESS / ABNORMAL / CLOSED). */
export type RefundState = 'processing' | 'success' | 'abnormal' | 'closed' | 'failed';
export const REFUND_STATE_LABEL: Record<RefundState, string> = {
  processing: '处理中',
  success: '退款成功',
  abnormal: '退款异常',
  closed: '退款关闭',
  failed: '提交失败',
};
/** What the admin should do about a refund in this state (shown beside it in the order detail). */
export const REFUND_ADVICE: Record<RefundState, string> = {
  processing: '已提交到支付平台，等待退款结果；结果未按时到达时系统会自动查询。',
  success: '款项已原路退回，订单带来的权益已按退款比例收回，并已通知用户。',
  abnormal:
    '退款到用户账户失败（常见原因：用户的银行卡已注销或冻结）。请登录微信支付商户平台「交易中心 → 退款管理」找到该退款单，选择「退款至用户余额」或「退款至交易商户」处理；处理成功后本页会自动更新为退款成功。',
  closed: '支付平台已关闭该退款单，款项没有退出（常见原因：商户账户余额不足或退款超期）。请确认商户可用余额充足后，重新发起退款。',
  failed: '支付平台拒绝了退款申请，款项没有退出。请核对订单与金额后重新发起，或在商户平台操作。',
};

export interface AdminRefundView {
  refund_no: string;
  /** the provider's refund id ('' until it answers) */
  refund_id: string;
  amount_fen: number;
  reason: string;
  state: RefundState;
  state_label: string;
  /** what to do next (Chinese, for the admin) */
  advice: string;
  /** where the money went back (WeChat Pay user_received_account) */
  received_account: string;
  /** admin uid, or '' for an automatic refund (a payment after the order closed) */
  operator: string;
  created_at: string;
  finished_at: string | null;
}

/** POST /admin/order/refund */
export interface AdminRefundRequest {
  order_no: string;
  reason: string;
  /** fen; omitted = everything still refundable */
  amount_fen?: number;
}

export interface AdminOrderView extends OrderView {
  nick_name: string;
  refund_reason: string;
  refund_id: string;
  refund_state: OrderRefundState;
  /** refunded so far (successful refunds) */
  refunded_fen: number;
  /** what may still be refunded (amount − successful − in-flight refunds) */
  refundable_fen: number;
}

export interface AdminOrderDetail extends AdminOrderView {
  transactions: { platform: string; transaction_id: string; amount_fen: number; created_at: string }[];
  refunds: AdminRefundView[];
}
