import { useCallback, useEffect, useState } from 'react';
import type { VipInfo } from '../../../../types/commerce';
import { fetchVipInfo } from '../../../services/api/commerce';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';

export type VipLoad = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; info: VipInfo };

/** /vip: the tiers and the caller's membership; keeps the local user's vip flag in step. */
export function useVipHome() {
  const [load, setLoad] = useState<VipLoad>({ status: 'loading' });

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchVipInfo({ silent: true })
      .then((info) => {
        setLoad({ status: 'ready', info });
        const { user, setUser } = useAuthStore.getState();
        // the server is the judge of membership: a purchase elsewhere or an expiry shows here
        if (user && (user.vip !== info.vip || user.vip_until !== info.vip_until)) setUser({ ...user, vip: info.vip, vip_until: info.vip_until });
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);

  useEffect(reload, [reload]);
  return { load, reload };
}

/** Price per day, for comparing tiers: 29900 fen over 365 days -> '0.82'. */
export function perDay(priceFen: number, days: number): string {
  return days > 0 ? (priceFen / days / 100).toFixed(2) : '';
}
