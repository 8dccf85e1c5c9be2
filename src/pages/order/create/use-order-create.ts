import Taro, { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatFen, type CheckoutView, type OrderView, type PayChannelCode, type UserCouponView } from '../../../../types/commerce';
import { claimCoupon, confirmSandbox, createOrder, fetchCheckout, fetchClaimableCoupons, fetchOrder, payOrder } from '../../../services/api/commerce';
import { ApiError } from '../../../services/request';
import { visitorId } from '../../../services/partner-visit';
import { currentSaleChannel, recordSaleChannel } from '../../../services/sale-channel';
import { go } from '../../../platform/navigation';
import { payClient, runPayAction } from '../../../platform/pay';

export type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; view: CheckoutView; existing: OrderView | null };

export const resultPath = (orderNo: string) => `/order/${orderNo}/payment/result`;

/** The best applicable coupon: the largest discount. */
export function bestCoupon(coupons: UserCouponView[]): string {
  return [...coupons].filter((c) => c.applicable).sort((a, b) => b.discount_fen - a.discount_fen)[0]?.id ?? '';
}

/**
 * 订单结算 (/order/create/:pid): product, coupons, pay channels; submitting creates the order (or
 * pays an existing unpaid one from ?order_no=) and carries out the provider's pay action.
 */
export function useOrderCreate() {
  const { params } = useRouter();
  const pid = String(params.pid ?? '');
  const existingNo = params.order_no ? String(params.order_no) : '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [couponId, setCouponId] = useState('');
  const [channel, setChannel] = useState<PayChannelCode | ''>('');
  const [submitting, setSubmitting] = useState(false);
  const [claimable, setClaimable] = useState<{ id: string; name: string; claimed_by_me: number; per_user_limit: number }[]>([]);

  useEffect(() => {
    // a link to checkout may carry the channel of the campaign it came from
    if (params.channel) recordSaleChannel(String(params.channel));
  }, [params.channel]);

  const reload = useCallback(() => {
    if (!/^\d{1,19}$/.test(pid)) {
      setLoad({ status: 'error', message: '商品不存在' });
      return;
    }
    setLoad({ status: 'loading' });
    Promise.all([fetchCheckout(pid, payClient(), { silent: true }), existingNo ? fetchOrder(existingNo, { silent: true }) : Promise.resolve(null)])
      .then(([view, existing]) => {
        setLoad({ status: 'ready', view, existing });
        setCouponId(existing ? '' : bestCoupon(view.coupons));
        setChannel(view.pay_channels[0]?.code ?? '');
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
    fetchClaimableCoupons(pid, { silent: true })
      .then((list) => setClaimable(list.filter((c) => c.claimed_by_me < c.per_user_limit)))
      .catch(() => setClaimable([]));
  }, [pid, existingNo]);

  useEffect(reload, [reload]);

  const price = useMemo(() => {
    if (load.status !== 'ready') return null;
    if (load.existing) return { list: load.existing.price_fen, off: load.existing.discount_fen, pay: load.existing.amount_fen };
    const c = load.view.coupons.find((x) => x.id === couponId && x.applicable);
    const off = c?.discount_fen ?? 0;
    return { list: load.view.product.price_fen, off, pay: load.view.product.price_fen - off };
  }, [load, couponId]);

  const claim = async (id: string) => {
    await claimCoupon(id);
    void Taro.showToast({ title: '领取成功', icon: 'success' });
    reload();
  };

  /** Creates (or reuses) the order, starts the payment and follows the provider's action. */
  const submit = async () => {
    if (submitting || load.status !== 'ready' || !channel) return;
    setSubmitting(true);
    try {
      const orderNo = load.existing?.order_no ?? (await createOrder({ product_id: pid, coupon_id: couponId || undefined, channel: currentSaleChannel(), visitor_id: visitorId() })).order_no;
      // desktop WeChat pay: the 支付结算 page asks for the QR code itself
      if (channel === 'wechat_native') return go(`/order/${orderNo}/wechatpay`, { replace: true });
      const { action, amount_fen } = await payOrder(orderNo, channel);
      if (action.type === 'sandbox') {
        const ok = await Taro.showModal({ title: '沙箱支付', content: `确认支付 ${formatFen(amount_fen)}？（开发环境，不会真实扣款）`, confirmText: '确认支付' });
        if (ok.confirm) await confirmSandbox(orderNo, action.ticket);
        return go(resultPath(orderNo), { replace: true });
      }
      if (action.type === 'native') return go(`/order/${orderNo}/wechatpay`, { replace: true });
      const outcome = await runPayAction(action, resultPath(orderNo));
      if (outcome !== 'left') go(resultPath(orderNo), { replace: true });
    } catch (e) {
      // the request layer already showed API errors; provider/platform errors are shown here
      if (!(e instanceof ApiError)) void Taro.showToast({ title: (e as Error).message || '支付失败', icon: 'none' });
    } finally {
      setSubmitting(false);
    }
  };

  return { pid, load, reload, couponId, setCouponId, channel, setChannel, price, submit, submitting, claimable, claim };
}
