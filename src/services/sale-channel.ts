import { SALE_CHANNEL_CODE_RE as CODE_RE, SALE_CHANNEL_STORAGE_KEY, SALE_CHANNEL_TTL_MS } from '../../types/commerce';
import { readItem, writeItem } from './storage';

/**
 * Sale channel attribution: the `/:channel` landing (or any page opened with `?channel=`) records
 * the code; checkout sends it with the order. The server keeps it only when the channel exists.
 */
export function recordSaleChannel(code: string | undefined, now = Date.now()): void {
  if (code && CODE_RE.test(code)) writeItem(SALE_CHANNEL_STORAGE_KEY, { code, at: now });
}

export function currentSaleChannel(now = Date.now()): string | undefined {
  const v = readItem<{ code?: string; at?: number }>(SALE_CHANNEL_STORAGE_KEY);
  if (!v || typeof v !== 'object' || typeof v.code !== 'string' || typeof v.at !== 'number') return undefined;
  return now - v.at < SALE_CHANNEL_TTL_MS && CODE_RE.test(v.code) ? v.code : undefined;
}
