import Taro from '@tarojs/taro';
import type { PayAction, PayClient } from '../../types/commerce';

export function payClient(): PayClient {
  return 'weapp';
}

// the mini-program stays on the page: no return path needed
export async function runPayAction(action: Extract<PayAction, { type: 'jsapi' | 'redirect' }>, _returnPath: string): Promise<'done' | 'cancelled' | 'left'> {
  if (action.type !== 'jsapi') throw new Error('该支付方式不支持小程序');
  const p = action.params;
  try {
    await Taro.requestPayment({ timeStamp: p.timeStamp, nonceStr: p.nonceStr, package: p.package, signType: p.signType, paySign: p.paySign });
    return 'done';
  } catch (err) {
    // the buyer closed the WeChat Pay sheet; anything else is reported by the result page
    if (/cancel/i.test(String((err as { errMsg?: string }).errMsg ?? ''))) return 'cancelled';
    throw err;
  }
}
