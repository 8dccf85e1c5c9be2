import { useDidShow } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderView, ProductView, VipInfo } from '../../../../types/commerce';
import { fetchMyOrders, fetchVipInfo } from '../../../services/api/commerce';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';

export type VipLoad = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; info: VipInfo; tier: string };

/** The name of the last VIP tier the member paid for ('' when unknown, e.g. granted by a gift). */
export function lastTierName(orders: OrderView[]): string {
  return orders.find((o) => o.category === 'vip' && o.state === 'paid')?.product_name ?? '';
}

/**
 * The 题库 product, unless the caller already has what it sells: VIP includes the whole bank, and a
 * live 题库 equity is the product itself. Products a user holds are never offered as a purchase.
 */
export function ojOffer(info: VipInfo): ProductView | null {
  const p = info.oj_product;
  if (!p || !p.on_sale || info.vip) return null;
  return info.holdings.some((h) => h.kind === 'oj') ? null : p;
}

/** /vip: the tiers and the caller's membership; keeps the local user's vip flag in step. */
export function useVipHome() {
  const [load, setLoad] = useState<VipLoad>({ status: 'loading' });
  const shown = useRef(false);

  const fetchAll = useCallback(() => {
    fetchVipInfo({ silent: true })
      .then(async (info) => {
        const tier = info.vip ? lastTierName((await fetchMyOrders({ state: 'paid', page_size: 20 }, { silent: true }).catch(() => null))?.list ?? []) : '';
        setLoad({ status: 'ready', info, tier });
        const { user, setUser } = useAuthStore.getState();
        // the server is the judge of membership: a purchase elsewhere or an expiry shows here
        if (user && (user.vip !== info.vip || user.vip_until !== info.vip_until)) setUser({ ...user, vip: info.vip, vip_until: info.vip_until });
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchAll();
  }, [fetchAll]);

  useEffect(reload, [reload]);
  // back on the page after paying (a kept page instance): read the membership again, in place
  useDidShow(() => {
    if (shown.current) fetchAll();
    shown.current = true;
  });
  return { load, reload };
}

/** Price per day, for comparing tiers: 29900 fen over 365 days -> '0.82'. */
export function perDay(priceFen: number, days: number): string {
  return days > 0 ? (priceFen / days / 100).toFixed(2) : '';
}

/** Whole days left until `iso` (at least 0); null for a permanent membership. */
export function daysLeft(iso: string | null, now = Date.now()): number | null {
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000)) : null;
}
