import { randomInt } from 'node:crypto';
import type { PayChannelCode } from '../../../../types/commerce';

/** CT + yyyyMMddHHmmss (Beijing time) + 6 random digits: 22 characters, sortable by time. */
export function newOrderNo(now = new Date()): string {
  const t = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `CT${t}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The reference sent to the provider: the order number plus one letter per channel, because
 * WeChat Pay refuses to reuse an out_trade_no with a different trade type (JSAPI vs Native vs H5).
 */
const SUFFIX: Record<PayChannelCode, string> = { wechat_jsapi: 'J', wechat_native: 'N', wechat_h5: 'H', card: 'C', sandbox: 'S' };
const BY_SUFFIX = Object.fromEntries(Object.entries(SUFFIX).map(([k, v]) => [v, k])) as Record<string, PayChannelCode>;

export function outTradeNo(orderNo: string, channel: PayChannelCode): string {
  return `${orderNo}${SUFFIX[channel]}`;
}

export function parseOutTradeNo(value: string): { orderNo: string; channel: PayChannelCode } | null {
  const m = /^(CT\d{20})([A-Z])$/.exec(value);
  const channel = m ? BY_SUFFIX[m[2]] : undefined;
  return m && channel ? { orderNo: m[1], channel } : null;
}
