import { useDidHide, useDidShow } from '@tarojs/taro';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as authApi from '../../../services/api/auth';
import { loadStartupConfig } from '../../../services/request';
import { useConfigStore } from '../../../stores/config.store';
import { createQrLogin, type QrView } from './qr-login';

/** The QR panel's state; polling stops when the panel goes away or the page is hidden. */
/** QR polling; `onScanned` gets the one-time code (sign-in goes to the callback, /migrate verifies an old account). */
export function useQrLogin(onScanned: (code: string) => void) {
  const scanned = useRef(onScanned);
  scanned.current = onScanned;
  const [view, setView] = useState<QrView>({ status: 'loading' });
  const env = useConfigStore((s) => s.config?.env);
  const hidden = useRef(false);
  const qr = useMemo(
    () =>
      createQrLogin({
        fetchQrCode: () => authApi.fetchQrCode({ silent: true }),
        fetchStatus: (scene) => authApi.fetchQrStatus(scene, { silent: true }),
        onView: setView,
        onScanned: (code) => scanned.current(code),
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      }),
    [],
  );

  useEffect(() => {
    qr.start();
    loadStartupConfig().catch(() => undefined);
    return () => qr.stop();
  }, [qr]);

  // H5 keeps a page mounted under the next one: stop polling while it is out of sight
  useDidHide(() => {
    if (!qr.polling) return;
    hidden.current = true;
    qr.stop();
  });
  useDidShow(() => {
    if (!hidden.current) return;
    hidden.current = false;
    qr.start();
  });

  return { view, refresh: qr.refresh, devScan: env === 'development' };
}
