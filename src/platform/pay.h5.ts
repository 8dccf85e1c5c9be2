import type { PayAction, PayClient } from '../../types/commerce';
import { DESKTOP_MIN_WIDTH } from './viewport';

export function payClient(): PayClient {
  return typeof window !== 'undefined' && window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

export function runPayAction(action: Extract<PayAction, { type: 'jsapi' | 'redirect' }>, returnPath: string): Promise<'done' | 'cancelled' | 'left'> {
  if (action.type !== 'redirect') return Promise.reject(new Error('请在微信小程序内支付'));
  // WeChat H5 pay returns to redirect_url (the card gateway was given its return url at creation)
  const url = new URL(action.url);
  if (url.hostname.endsWith('tenpay.com')) url.searchParams.set('redirect_url', `${window.location.origin}${returnPath}`);
  window.location.href = url.toString();
  return Promise.resolve('left');
}
