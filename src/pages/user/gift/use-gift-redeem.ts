import { useState } from 'react';
import { GIFT_CODE_RE, ORDER_MESSAGES, type RedeemResult } from '../../../../types/commerce';
import { redeemGiftCode } from '../../../services/api/commerce';
import { fetchCurrentUser } from '../../../services/api/user';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';

/** Codes are typed by hand: spaces and dashes are ignored, letters upper-cased. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function codeError(raw: string): string | null {
  return GIFT_CODE_RE.test(normalizeCode(raw)) ? null : ORDER_MESSAGES.codeInvalid;
}

/** /user/gift: redeem an exchange code into equities (benefit redemption). */
export function useGiftRedeem() {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RedeemResult | null>(null);

  const redeem = async () => {
    if (busy) return;
    const bad = codeError(code);
    if (bad) return setError(bad);
    setBusy(true);
    setError('');
    try {
      setResult(await redeemGiftCode(normalizeCode(code), { silent: true }));
      setCode('');
      const user = await fetchCurrentUser({ silent: true }).catch(() => null);
      if (user) useAuthStore.getState().setUser(user);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '兑换失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return { code, setCode: (v: string) => (setCode(v), setError('')), error, busy, result, redeem, again: () => setResult(null) };
}
