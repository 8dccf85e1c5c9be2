/** @jest-environment jsdom */
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import type { StartupConfig } from '../../types/api';
import type { SessionInfo, UserProfile } from '../../types/user';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/'), go: jest.fn(), goBack: jest.fn() }));

import { go } from '../../src/platform/navigation';
import { useBindPhone } from '../../src/pages/login/bind-phone/use-bind-phone';
import { useSignIn } from '../../src/pages/login/sign-in/use-sign-in';
import { useWxCallback } from '../../src/pages/login/wx-callback/use-wx-callback';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';
import { act, renderHook } from './render-hook';

const taro = Taro as unknown as TaroMock;
const user: UserProfile = {
  uid: '10003',
  nick_name: '码途用户',
  head_img_url: '',
  telephone: null,
  admin: false,
  partner: false,
  bindFwh: false,
  vip: false,
  vip_until: null,
  created_at: '',
};
const session: SessionInfo = { token: 't3', uid: '10003', expiredIn: Date.now() + 86400_000, response_key: 'k', user };
const reply = (data: unknown, code = 2000, msg = 'ok') =>
  taro.request.mockResolvedValueOnce({ statusCode: code === 2000 ? 200 : 400, data: { code, data, msg }, header: {} });
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  taro.__reset();
  jest.mocked(go).mockClear();
  useAuthStore.getState().clear();
  useConfigStore.setState({ config: { env: 'development', api_key: 'k', api_encrypt: false } as StartupConfig });
});

describe('/login', () => {
  it('after a phone sign-in goes to redirectUrl, replacing the login page', async () => {
    taro.__setRouter({ path: '/login', params: { redirectUrl: '%2Fuser%2Finfo' } });
    reply(session);
    const h = renderHook(() => useSignIn());
    await act(() => h.result.onPhoneSubmit({ telephone: '13912345678', code: '123456' }));
    expect(useAuthStore.getState().token).toBe('t3');
    expect(go).toHaveBeenCalledWith('/user/info', { replace: true });
    h.unmount();
  });

  it('never sends the visitor off-site or back to a sign-in page', () => {
    taro.__setRouter({ path: '/login', params: { redirectUrl: 'https://evil.example/' } });
    const h = renderHook(() => useSignIn());
    expect(h.result.redirectUrl).toBe('/');
    h.unmount();
  });
});

describe('/bindphone', () => {
  it('binds, keeps the new phone in the store, and goes on to redirectUrl', async () => {
    useAuthStore.getState().setSession(session);
    taro.__setRouter({ path: '/bindphone', params: { redirectUrl: '/admin/home' } });
    reply({ ...user, telephone: '13912345678' });
    const h = renderHook(() => useBindPhone());
    expect(h.result.current).toBeNull();
    await act(() => h.result.onSubmit({ telephone: '13912345678', code: '123456' }));
    expect(taro.request.mock.calls[0][0].url).toBe('/api/v1/user/telephone/bind');
    expect(useAuthStore.getState().user?.telephone).toBe('13912345678');
    expect(h.result.current).toBe('13912345678');
    expect(go).toHaveBeenCalledWith('/admin/home', { replace: true });
    h.unmount();
  });

  it('without redirectUrl returns to the personal info page; a refusal stays on the page', async () => {
    useAuthStore.getState().setSession(session);
    taro.__setRouter({ path: '/bindphone', params: {} });
    reply(null, 4009, '该手机号已绑定其他账号');
    const h = renderHook(() => useBindPhone());
    await expect(h.result.onSubmit({ telephone: '13800000002', code: '123456' })).rejects.toMatchObject({ code: 4009 });
    expect(go).not.toHaveBeenCalled();
    reply({ ...user, telephone: '13912345678' });
    await act(() => h.result.onSubmit({ telephone: '13912345678', code: '123456' }));
    expect(go).toHaveBeenCalledWith('/user/info', { replace: true });
    h.unmount();
  });
});

describe('/wxlogin/callback', () => {
  const code = 'c'.repeat(32);

  it('exchanges the code once, stores the session and goes to redirectUrl', async () => {
    taro.__setRouter({ path: '/wxlogin/callback', params: { code, redirectUrl: '%2Fuser%2Finfo' } });
    reply(session);
    const h = renderHook(() => useWxCallback());
    expect(h.result.state).toEqual({ status: 'working' });
    await flush();
    expect(taro.request).toHaveBeenCalledTimes(1);
    expect(taro.request.mock.calls[0][0].url).toBe(`/api/v1/wxlogin/callback?code=${code}`);
    expect(useAuthStore.getState().token).toBe('t3');
    expect(go).toHaveBeenCalledWith('/user/info', { replace: true });
    h.unmount();
  });

  it('shows the error with a way back to the QR login, and can retry', async () => {
    taro.__setRouter({ path: '/wxlogin/callback', params: { code } });
    reply(null, 4220, '登录凭证无效或已过期，请重新扫码');
    const h = renderHook(() => useWxCallback());
    await flush();
    expect(h.result.state).toEqual({ status: 'error', message: '登录凭证无效或已过期，请重新扫码' });
    expect(go).not.toHaveBeenCalled();
    h.result.backToLogin();
    expect(go).toHaveBeenCalledWith('/login?redirectUrl=%2F', { replace: true });
    reply(session);
    act(() => h.result.retry());
    await flush();
    expect(go).toHaveBeenLastCalledWith('/', { replace: true });
    h.unmount();
  });

  it('a missing or malformed code fails without calling the server', async () => {
    taro.__setRouter({ path: '/wxlogin/callback', params: {} });
    const h = renderHook(() => useWxCallback());
    await flush();
    expect(h.result.state).toEqual({ status: 'error', message: '登录凭证无效或已过期，请重新扫码' });
    expect(taro.request).not.toHaveBeenCalled();
    h.unmount();
  });
});

describe('asset URLs', () => {
  it('H5 shares the API origin and keeps them as they are', () => {
    const { assetUrl } = jest.requireActual<typeof import('../../src/utils/asset-url')>('../../src/utils/asset-url');
    expect(assetUrl('/api/v1/oss/file/u/1/a.png')).toBe('/api/v1/oss/file/u/1/a.png');
  });
  it('the mini-program puts the API origin in front of site-relative file URLs', () => {
    jest.isolateModules(() => {
      jest.doMock('../../src/platform/env', () => ({ platform: 'weapp', apiOrigin: 'https://api.example.cn' }));
      const { assetUrl } = jest.requireActual<typeof import('../../src/utils/asset-url')>('../../src/utils/asset-url');
      expect(assetUrl('/api/v1/oss/file/u/1/a.png?s=1')).toBe('https://api.example.cn/api/v1/oss/file/u/1/a.png?s=1');
      expect(assetUrl('https://cdn.example.cn/a.png')).toBe('https://cdn.example.cn/a.png');
      expect(assetUrl('//cdn.example.cn/a.png')).toBe('//cdn.example.cn/a.png');
      expect(assetUrl('')).toBe('');
    });
    jest.dontMock('../../src/platform/env');
  });

});
