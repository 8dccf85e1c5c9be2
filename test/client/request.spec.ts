import { createCipheriv, randomBytes } from 'node:crypto';
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import { ApiCode, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, type StartupConfig } from '../../types/api';
import type { SessionInfo } from '../../types/user';

jest.mock('../../src/platform/navigation', () => ({
  currentUrl: jest.fn(() => '/user/center?tab=1'),
  go: jest.fn(),
  goBack: jest.fn(),
}));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

import { goToLogin } from '../../src/platform/login';
import { currentUrl } from '../../src/platform/navigation';
import { ApiError, get, loadStartupConfig, post, toForm } from '../../src/services/request';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';

const taro = Taro as unknown as TaroMock;
const deployKey = randomBytes(32);
const sessionKey = randomBytes(32);
const config: StartupConfig = {
  teacher_uid: '10001',
  discussion_id: '',
  algo_course_id: '',
  vip_product_ids: [],
  second_vip_product_id: '',
  oj_product_id: '',
  sample_topic_id: '',
  api_key: deployKey.toString('base64'),
  api_encrypt: true,
  env: 'test',
};

/** The server's side of DESIGN §4: AES-256-GCM, 12-byte IV, ciphertext||tag, base64. */
function encrypt(envelope: unknown, key: Buffer, kid: 'd' | 's') {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(JSON.stringify(envelope), 'utf8'), c.final(), c.getAuthTag()]);
  return { enc: 'aes-256-gcm', kid, iv: iv.toString('base64'), data: data.toString('base64') };
}

const reply = (data: unknown, statusCode = 200, header: Record<string, string> = {}) =>
  taro.request.mockResolvedValueOnce({ statusCode, data, header });
const ok = <T>(data: T) => ({ code: 2000, data, msg: 'ok' });

const session: SessionInfo = {
  token: 'tok-1',
  uid: '10002',
  expiredIn: Date.now() + 3600_000,
  response_key: sessionKey.toString('base64'),
  user: {
    uid: '10002',
    nick_name: '码途学员',
    head_img_url: '',
    telephone: '13800000002',
    admin: false,
    partner: false,
    bindFwh: false,
    vip: false,
    vip_until: null,
    created_at: '2025-01-01T00:00:00.000Z',
  },
};

beforeEach(() => {
  taro.__reset();
  useAuthStore.getState().clear();
  useConfigStore.setState({ config });
  jest.mocked(goToLogin).mockClear();
  jest.mocked(currentUrl).mockReturnValue('/user/center?tab=1');
});

describe('request transport', () => {
  it('sends the Authorization and uid headers of the stored session', async () => {
    useAuthStore.getState().setSession(session);
    reply(ok(1));
    await get('/user');
    const call = taro.request.mock.calls[0][0];
    expect(call.url).toBe('/api/user');
    expect(call.header).toMatchObject({ Authorization: 'tok-1', uid: '10002' });
  });

  it('sends no auth headers when signed out, only the client type', async () => {
    reply(ok(1));
    await get('/user');
    expect(taro.request.mock.calls[0][0].header).toEqual({ 'client-type': 'h5' });
  });

  it('form-encodes POST bodies with snake_case keys, skipping empty values', async () => {
    reply(ok(null));
    await post('/v1/logout', { uid: '10002', token: 'a b&c', nick_name: '码途', skip: undefined });
    const call = taro.request.mock.calls[0][0];
    expect(call.method).toBe('POST');
    expect(call.header['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.data).toBe('uid=10002&token=a%20b%26c&nick_name=%E7%A0%81%E9%80%94');
    expect(toForm({ a: 0, b: null })).toBe('a=0');
  });

  it('puts GET parameters in the query string', async () => {
    reply(ok({ list: [] }));
    await get('/admin/user/list', { keyword: '码', page_no: 2, page_size: 20 });
    expect(taro.request.mock.calls[0][0].url).toBe('/api/admin/user/list?keyword=%E7%A0%81&page_no=2&page_size=20');
  });

  it('gives every call the 20000 ms timeout', async () => {
    reply(ok(1));
    await get('/user');
    expect(taro.request.mock.calls[0][0].timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(20000);
  });
});

describe('response decryption', () => {
  it('decrypts kid d with the startup config api_key', async () => {
    reply(encrypt(ok({ admin: true, nick: '码途管理员' }), deployKey, 'd'), 200, { 'x-encrypted': '1' });
    await expect(get('/v1/user/admin/check')).resolves.toEqual({ admin: true, nick: '码途管理员' });
  });

  it('decrypts kid s with the session response key', async () => {
    useAuthStore.getState().setSession(session);
    reply(encrypt(ok(session.user), sessionKey, 's'), 200, { 'X-Encrypted': '1' });
    await expect(get('/user')).resolves.toEqual(session.user);
  });

  it('loads /config.json first when an anonymous response arrives before the config', async () => {
    useConfigStore.setState({ config: null });
    reply(encrypt(ok('hi'), deployKey, 'd'), 200, { 'x-encrypted': '1' });
    reply(config); // the config fetch
    await expect(get('/v1/anything')).resolves.toBe('hi');
    expect(taro.request.mock.calls[1][0].url).toBe('/config.json');
  });

  it('reads a plain envelope when the server runs with API_ENCRYPT=off', async () => {
    reply(JSON.stringify(ok([1, 2])));
    await expect(get('/x')).resolves.toEqual([1, 2]);
  });

  it('treats a body encrypted with another key as a server failure', async () => {
    useAuthStore.getState().setSession(session);
    reply(encrypt(ok(1), randomBytes(32), 's'), 200, { 'x-encrypted': '1' });
    await expect(get('/user')).rejects.toMatchObject({ code: ApiCode.SERVER, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('errors', () => {
  it('resolves data only for code 2000', async () => {
    reply(ok({ total: 32 }));
    await expect(get('/admin/user/count')).resolves.toEqual({ total: 32 });
    expect(taro.showToast).not.toHaveBeenCalled();
  });

  it('rejects other codes with a typed error carrying the server message, and toasts it', async () => {
    const errors = [{ field: 'uid', message: '不能为空' }];
    reply({ code: 4220, data: null, msg: '输入内容有误', errors }, 422);
    const err = (await get('/v1/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 4220, message: '输入内容有误', status: 422, errors });
    expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '输入内容有误', icon: 'none' }));
  });

  it('does not toast when the call is silent', async () => {
    reply({ code: 4003, data: null, msg: '没有权限' }, 403);
    await expect(get('/admin/user/list', {}, { silent: true })).rejects.toMatchObject({ code: 4003 });
    expect(taro.showToast).not.toHaveBeenCalled();
  });

  it('turns a network failure or timeout into the server-error message', async () => {
    taro.request.mockRejectedValueOnce({ errMsg: 'request:fail timeout' });
    await expect(get('/user')).rejects.toMatchObject({ code: ApiCode.SERVER, message: '服务器出错，请刷新页面重试！' });
    expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '服务器出错，请刷新页面重试！' }));
  });

  it('treats a body that is not an envelope (e.g. a proxy error page) as a server failure', async () => {
    reply('<html>502 Bad Gateway</html>', 502);
    await expect(get('/user')).rejects.toMatchObject({ code: ApiCode.SERVER, status: 502 });
  });
});

describe('4001', () => {
  it('clears the session and sends the visitor to sign in, back to the current page', async () => {
    useAuthStore.getState().setSession(session);
    reply({ code: 4001, data: null, msg: '登录已过期，请重新登录' }, 401);
    await expect(get('/user')).rejects.toMatchObject({ code: 4001 });
    expect(useAuthStore.getState().token).toBeNull();
    expect(taro.__storage.has('token')).toBe(false);
    expect(goToLogin).toHaveBeenCalledWith('/user/center?tab=1');
  });

  it('stays on the page when the call opts out, but still clears the session', async () => {
    useAuthStore.getState().setSession(session);
    reply({ code: 4001, data: null, msg: '登录已过期，请重新登录' }, 401);
    await expect(get('/user', {}, { noAuthRedirect: true, silent: true })).rejects.toMatchObject({ code: 4001 });
    expect(useAuthStore.getState().token).toBeNull();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('does not redirect from the sign-in page itself', async () => {
    jest.mocked(currentUrl).mockReturnValue('/login/dev?redirectUrl=%2F');
    reply({ code: 4001, data: null, msg: '登录已过期，请重新登录' }, 401);
    await expect(get('/user')).rejects.toMatchObject({ code: 4001 });
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe('startup config', () => {
  it('fetches /config.json as plain JSON and stores it', async () => {
    useConfigStore.setState({ config: null });
    reply(config);
    await expect(loadStartupConfig()).resolves.toEqual(config);
    expect(taro.request.mock.calls[0][0]).toMatchObject({ url: '/config.json', method: 'GET' });
    expect(useConfigStore.getState().config).toEqual(config);
  });

  it('retries after a failed fetch instead of caching the failure', async () => {
    useConfigStore.setState({ config: null });
    taro.request.mockRejectedValueOnce(new Error('offline'));
    await expect(loadStartupConfig()).rejects.toBeDefined();
    reply(config);
    await expect(loadStartupConfig()).resolves.toEqual(config);
  });
});
