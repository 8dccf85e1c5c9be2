/** @jest-environment jsdom */
import { QR_POLL_INTERVAL_MS } from '../../types/auth';
import type { StartupConfig } from '../../types/api';

jest.mock('../../src/services/api/auth', () => ({ fetchQrCode: jest.fn(), fetchQrStatus: jest.fn() }));
jest.mock('../../src/platform/navigation', () => ({ go: jest.fn(), currentUrl: jest.fn(() => '/login'), goBack: jest.fn() }));

import * as authApi from '../../src/services/api/auth';
import { go } from '../../src/platform/navigation';
import { qrCallbackUrl } from '../../src/pages/login/sign-in/qr-login';
import { useQrLogin } from '../../src/pages/login/sign-in/use-qr-login';
import { useConfigStore } from '../../src/stores/config.store';
import { act, renderHook, tick } from './render-hook';

const scene = 'a'.repeat(32);
const config = { env: 'development', api_key: 'k' } as StartupConfig;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(go).mockClear();
  jest.mocked(authApi.fetchQrCode).mockReset().mockResolvedValue({
    scene,
    qrcode_url: `http://127.0.0.1/api/v1/wxlogin/dev-scan?scene=${scene}`,
    ticket: 't',
    expire_seconds: 300,
  });
  jest.mocked(authApi.fetchQrStatus).mockReset().mockResolvedValue({ status: 'waiting' });
  useConfigStore.setState({ config });
});
afterEach(() => jest.useRealTimers());

describe('the login page QR panel (useQrLogin)', () => {
  it('polls while on screen and stops for good when the panel goes away', async () => {
    const h = renderHook(() => useQrLogin(jest.fn()));
    await tick();
    expect(h.result.view.status).toBe('waiting');
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(authApi.fetchQrStatus).toHaveBeenCalledTimes(3);
    h.unmount();
    await tick(QR_POLL_INTERVAL_MS * 10);
    expect(authApi.fetchQrStatus).toHaveBeenCalledTimes(3);
  });

  it('on a scan hands the one-time code over once (the sign-in panel goes to the callback page with it)', async () => {
    jest.mocked(authApi.fetchQrStatus).mockResolvedValueOnce({ status: 'scanned', code: 'c'.repeat(32) });
    const onScanned = jest.fn();
    const h = renderHook(() => useQrLogin(onScanned));
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(onScanned).toHaveBeenCalledTimes(1);
    expect(onScanned).toHaveBeenCalledWith('c'.repeat(32));
    expect(h.result.view.status).toBe('scanned');
    expect(qrCallbackUrl('c'.repeat(32), '/user/info')).toBe(`/wxlogin/callback?code=${'c'.repeat(32)}&redirectUrl=%2Fuser%2Finfo`);
    h.unmount();
  });

  it('offers the simulated scan only when the server runs in development', async () => {
    const h = renderHook(() => useQrLogin(jest.fn()));
    await tick();
    expect(h.result.devScan).toBe(true);
    h.unmount();
    useConfigStore.setState({ config: { ...config, env: 'production' } });
    const p = renderHook(() => useQrLogin(jest.fn()));
    await tick();
    expect(p.result.devScan).toBe(false);
    p.unmount();
  });

  it('expired: the refresh asks for a new QR code', async () => {
    jest.mocked(authApi.fetchQrStatus).mockResolvedValueOnce({ status: 'expired' });
    const h = renderHook(() => useQrLogin(jest.fn()));
    await tick(QR_POLL_INTERVAL_MS);
    expect(h.result.view.status).toBe('expired');
    act(() => h.result.refresh());
    await tick();
    expect(authApi.fetchQrCode).toHaveBeenCalledTimes(2);
    expect(h.result.view.status).toBe('waiting');
    h.unmount();
  });
});
