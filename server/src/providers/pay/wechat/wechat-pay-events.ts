import type { PaidEvent, RefundResult, RefundStatus, TradeStatus } from '../pay-provider';

/** A transaction as WeChat Pay v3 reports it (notification resource or query answer). */
export interface WxPayTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  amount: { total: number; payer_total?: number; currency: string };
}

/** A refund as WeChat Pay v3 reports it (notification resource: refund_status; query answer: status). */
export interface WxPayRefund {
  mchid?: string;
  out_refund_no: string;
  refund_id: string;
  refund_status?: string;
  status?: string;
  user_received_account?: string;
  amount: { refund: number; total: number };
}

const REFUND_STATUS: Record<string, RefundStatus> = { PROCESSING: 'processing', SUCCESS: 'success', ABNORMAL: 'abnormal', CLOSED: 'closed' };

/** Null when the fields a result needs are missing or the status is not one WeChat Pay documents. */
export function toRefundResult(r: WxPayRefund, raw: string): RefundResult | null {
  const status = REFUND_STATUS[r.refund_status ?? r.status ?? ''];
  if (!status || !r.out_refund_no || !Number.isInteger(r.amount?.refund)) return null;
  return { refundNo: r.out_refund_no, refundId: r.refund_id ?? '', status, amountFen: r.amount.refund, receivedAccount: r.user_received_account ?? '', raw };
}

export function toPaidEvent(t: WxPayTransaction, raw: string): PaidEvent | null {
  if (!t.transaction_id || !t.out_trade_no || !Number.isInteger(t.amount?.total)) return null;
  return { type: 'paid', outTradeNo: t.out_trade_no, transactionId: t.transaction_id, amountFen: t.amount.total, raw };
}

/**
 * trade_state → what the sweep does: SUCCESS is paid (fulfil); NOTPAY / PAYERROR may be closed;
 * USERPAYING waits (the buyer is entering the password); CLOSED / REVOKED / REFUND are over.
 */
export function toTradeStatus(t: WxPayTransaction, raw: string): TradeStatus {
  switch (t.trade_state) {
    case 'SUCCESS':
      return toPaidEvent(t, raw) ?? { type: 'unpaid' };
    case 'USERPAYING':
      return { type: 'paying' };
    case 'CLOSED':
    case 'REVOKED':
    case 'REFUND':
      return { type: 'closed' };
    default:
      return { type: 'unpaid' };
  }
}
