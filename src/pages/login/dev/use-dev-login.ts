import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import type { DevLoginRequest } from '../../../../types/user';
import { go } from '../../../platform/navigation';
import { safeRedirect } from '../../../routes';
import { ApiError } from '../../../services/request';
import { signInDev } from '../../../services/session';

export function useDevLogin() {
  const { params } = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [uid, setUid] = useState('');

  const signIn = async (key: string, body: DevLoginRequest) => {
    if (pending) return;
    setPending(key);
    setError('');
    try {
      await signInDev(body, { silent: true });
      go(safeRedirect(params.redirectUrl), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '登录失败');
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    error,
    uid,
    setUid,
    asUser: () => signIn('user', { role: 'user' }),
    asAdmin: () => signIn('admin', { role: 'admin' }),
    asUid: () => {
      const value = uid.trim();
      if (!value || value.length > 32) {
        setError('请输入 UID');
        return;
      }
      void signIn('uid', { uid: value });
    },
  };
}
