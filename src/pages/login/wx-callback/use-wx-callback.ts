import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QR_LOGIN_CODE_RE, WECHAT_MESSAGES } from '../../../../types/auth';
import { go } from '../../../platform/navigation';
import { loginPath, safeRedirect, withQuery } from '../../../routes';
import { signInWithQrCode } from '../../../services/session';

type State = { status: 'working' } | { status: 'error'; message: string };

/** /wxlogin/callback?code=&redirectUrl=: trade the scan's one-time code for a session. */
export function useWxCallback() {
  const { params } = useRouter();
  const code = params.code ?? '';
  const redirectUrl = safeRedirect(params.redirectUrl);
  const [state, setState] = useState<State>({ status: 'working' });
  const done = useRef<string | null>(null);

  const exchange = useCallback(() => {
    if (!QR_LOGIN_CODE_RE.test(code)) {
      setState({ status: 'error', message: WECHAT_MESSAGES.loginCodeInvalid });
      return;
    }
    setState({ status: 'working' });
    signInWithQrCode(code, { silent: true }).then(
      () => go(redirectUrl, { replace: true }),
      (e: unknown) =>
        setState({ status: 'error', message: e instanceof Error && e.message ? e.message : WECHAT_MESSAGES.loginCodeInvalid }),
    );
  }, [code, redirectUrl]);

  useEffect(() => {
    // the code works once: never send it twice for one visit
    if (done.current === code) return;
    done.current = code;
    exchange();
  }, [code, exchange]);

  return {
    state,
    retry: exchange,
    backToLogin: () => go(withQuery(loginPath(), { redirectUrl }), { replace: true }),
  };
}
