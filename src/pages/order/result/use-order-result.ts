import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAY_RESULT_POLL_MAX_MS, PAY_RESULT_POLL_MS, type OrderView } from '../../../../types/commerce';
import { fetchOrder } from '../../../services/api/commerce';
import { fetchCurrentUser } from '../../../services/api/user';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';

export type ResultState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'waiting'; order: OrderView }
  | { status: 'timeout'; order: OrderView }
  | { status: 'done'; order: OrderView };

const FINAL = ['paid', 'closed', 'refunded'];

/**
 * /order/:orderNo/payment/result: polls the order every 2 s until it is paid or closed (the
 * provider's notification may arrive after the buyer is back). Once paid, the local user is
 * refreshed so the VIP flag (banner, gift link) follows at once. Polling stops on leave.
 */
export function useOrderResult() {
  const { params } = useRouter();
  const orderNo = String(params.orderNo ?? '');
  const [state, setState] = useState<ResultState>({ status: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const started = useRef(0);
  const alive = useRef(true);

  const poll = useCallback(async () => {
    try {
      const order = await fetchOrder(orderNo, { silent: true });
      if (!alive.current) return;
      if (FINAL.includes(order.state)) {
        setState({ status: 'done', order });
        if (order.state === 'paid') {
          const user = await fetchCurrentUser({ silent: true }).catch(() => null);
          if (user && alive.current) useAuthStore.getState().setUser(user);
        }
        return;
      }
      if (Date.now() - started.current >= PAY_RESULT_POLL_MAX_MS) {
        setState({ status: 'timeout', order });
        return;
      }
      setState({ status: 'waiting', order });
      timer.current = setTimeout(() => void poll(), PAY_RESULT_POLL_MS);
    } catch (e) {
      if (alive.current) setState({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' });
    }
  }, [orderNo]);

  const restart = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    started.current = Date.now();
    setState({ status: 'loading' });
    void poll();
  }, [poll]);

  useEffect(() => {
    alive.current = true;
    restart();
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [restart]);

  return { orderNo, state, restart };
}
