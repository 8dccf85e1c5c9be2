import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAY_RESULT_POLL_MS, type OrderView } from '../../../../types/commerce';
import { fetchOrder, payOrder } from '../../../services/api/commerce';
import { ApiError } from '../../../services/request';
import { go } from '../../../platform/navigation';

export type NativeState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; codeUrl: string; order: OrderView };

/**
 * 支付结算 (desktop WeChat Native pay): asks for the order's code_url, shows it as a QR code and
 * polls the order; once paid or closed the buyer goes to the result page.
 */
export function useWechatPay() {
  const { params } = useRouter();
  const orderNo = String(params.orderNo ?? '');
  const [state, setState] = useState<NativeState>({ status: 'loading' });
  const [now, setNow] = useState(Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const start = useCallback(() => {
    setState({ status: 'loading' });
    Promise.all([payOrder(orderNo, 'wechat_native', { silent: true }), fetchOrder(orderNo, { silent: true })])
      .then(([res, order]) => {
        if (res.action.type !== 'native') throw new ApiError(5000, '支付方式不正确', 0);
        setState({ status: 'ready', codeUrl: res.action.code_url, order });
      })
      .catch((e: unknown) => setState({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, [orderNo]);

  useEffect(start, [start]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    timer.current = setInterval(() => {
      setNow(Date.now());
      fetchOrder(orderNo, { silent: true })
        .then((o) => {
          if (o.state !== 'unpaid') go(`/order/${orderNo}/payment/result`, { replace: true });
        })
        .catch(() => undefined);
    }, PAY_RESULT_POLL_MS);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [state.status, orderNo]);

  const left = state.status === 'ready' ? Math.max(0, Date.parse(state.order.expires_at) - now) : 0;
  return { orderNo, state, start, left };
}
