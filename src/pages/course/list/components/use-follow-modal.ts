import { useEffect, useState } from 'react';
import type { QrCodeResponse } from '../../../../../types/auth';
import { COURSE_STORAGE_KEYS } from '../../../../../types/course';
import type { UserProfile } from '../../../../../types/user';
import { fetchUserInfo } from '../../../../services/api/user';
import { get } from '../../../../services/request';
import { readItem, writeItem } from '../../../../services/storage';
import { useAuthStore } from '../../../../stores/auth.store';
import { startFollowPoller } from './follow-poller';

export type FollowState = 'hidden' | 'open' | 'followed';

/** Shown once per browser, and only to a signed-in user who does not follow the account yet. */
export function shouldShowFollow(user: UserProfile | null, alreadyShown: unknown): boolean {
  return !!user && user.bindFwh === false && !alreadyShown;
}

export function useFollowModal() {
  const [state, setState] = useState<FollowState>('hidden');
  const [qr, setQr] = useState<QrCodeResponse | null>(null);

  useEffect(() => {
    if (!shouldShowFollow(useAuthStore.getState().user, readItem(COURSE_STORAGE_KEYS.followModalShown))) return;
    writeItem(COURSE_STORAGE_KEYS.followModalShown, true);
    setState('open');
  }, []);

  useEffect(() => {
    if (state !== 'open') return undefined;
    // the official account's scene QR: scanning it follows the account (and the event sets bindFwh)
    get<QrCodeResponse>('/v1/wxlogin/qrcode', {}, { silent: true })
      .then(setQr)
      .catch(() => setQr(null));
    const uid = useAuthStore.getState().uid ?? '';
    return startFollowPoller({
      check: () => fetchUserInfo(uid, { silent: true, noAuthRedirect: true }).then((u) => u.bindFwh === true),
      onFollowed: () => {
        const user = useAuthStore.getState().user;
        if (user) useAuthStore.getState().setUser({ ...user, bindFwh: true });
        setState('followed');
      },
    });
  }, [state]);

  return { state, qr, close: () => setState('hidden') };
}
