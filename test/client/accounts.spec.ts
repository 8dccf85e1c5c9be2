import { createCipheriv, randomBytes } from 'node:crypto';
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import type { StartupConfig } from '../../types/api';
import type { SessionInfo, UserProfile } from '../../types/user';
import { LIMITS, MESSAGES } from '../../types/validation';

jest.mock('../../src/platform/navigation', () => ({
  currentUrl: jest.fn(() => '/user/center'),
  go: jest.fn(),
  goBack: jest.fn(),
}));

import { go } from '../../src/platform/navigation';
import { goToLogin, signInWithWechat } from '../../src/platform/login.weapp';
import { bindPhone, changeAvatar } from '../../src/services/profile';
import { signInWithPhone, signInWithQrCode } from '../../src/services/session';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';
import { checkImage } from '../../src/utils/image-check';
import { nicknameError, nicknameLength } from '../../src/pages/user/info/use-nickname';

const taro = Taro as unknown as TaroMock;
const sessionKey = randomBytes(32);
const user = (over: Partial<UserProfile> = {}): UserProfile => ({
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
  ...over,
});
const session = (over: Partial<UserProfile> = {}): SessionInfo => ({
  token: 'tok-3',
  uid: '10003',
  expiredIn: Date.now() + 7 * 86400_000,
  response_key: sessionKey.toString('base64'),
  user: user(over),
});
const envelope = (data: unknown, code = 2000, msg = 'ok') => ({ code, data, msg });
const reply = (data: unknown, code = 2000, msg = 'ok', statusCode = 200) =>
  taro.request.mockResolvedValueOnce({ statusCode, data: envelope(data, code, msg), header: {} });
const sent = (i: number) => taro.request.mock.calls[i][0] as { url: string; method: string; data?: string; header: Record<string, string> };
const form = (i: number) => Object.fromEntries(new URLSearchParams(sent(i).data ?? ''));

function encrypt(body: unknown, key: Buffer) {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(JSON.stringify(body), 'utf8'), c.final(), c.getAuthTag()]);
  return JSON.stringify({ enc: 'aes-256-gcm', kid: 's', iv: iv.toString('base64'), data: data.toString('base64') });
}

/** Taro.uploadFile's promise-with-task: progress(cb) registers, the test reports progress. */
function uploadAnswer(statusCode: number, data: string) {
  const listeners: ((p: { progress: number }) => void)[] = [];
  taro.uploadFile.mockImplementationOnce(() => {
    const p = Promise.resolve().then(() => {
      for (const l of listeners) l({ progress: 40 });
      for (const l of listeners) l({ progress: 100 });
      return { statusCode, data, errMsg: 'uploadFile:ok' };
    }) as Promise<unknown> & { progress(cb: (p: { progress: number }) => void): void };
    p.progress = (cb) => void listeners.push(cb);
    return p;
  });
}

beforeEach(() => {
  taro.__reset();
  jest.mocked(go).mockClear();
  useAuthStore.getState().clear();
  useConfigStore.setState({ config: { env: 'development', api_key: 'k', api_encrypt: true } as StartupConfig });
});

describe('phone sign-in and binding', () => {
  it('POST /v1/login/telephone stores the session like every sign-in', async () => {
    reply(session({ telephone: '13912345678' }));
    await signInWithPhone({ telephone: '13912345678', code: '123456' }, { silent: true });
    expect(sent(0)).toMatchObject({ url: '/api/v1/login/telephone', method: 'POST' });
    expect(form(0)).toEqual({ telephone: '13912345678', code: '123456' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-3', uid: '10003', responseKey: sessionKey.toString('base64') });
    expect(taro.__storage.get('token')).toBe('tok-3');
    expect(taro.__storage.get('user')).toMatchObject({ telephone: '13912345678' });
  });

  it('a wrong code rejects with the server message and stores nothing', async () => {
    reply(null, 4220, '验证码错误或已过期', 422);
    await expect(signInWithPhone({ telephone: '13912345678', code: '000000' }, { silent: true })).rejects.toMatchObject({
      message: '验证码错误或已过期',
    });
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('binding updates the stored user; a phone of another account is refused with 4009', async () => {
    useAuthStore.getState().setSession(session());
    reply(user({ telephone: '13912345678' }));
    await bindPhone({ telephone: '13912345678', code: '123456' }, { silent: true });
    expect(sent(0)).toMatchObject({ url: '/api/v1/user/telephone/bind', header: { Authorization: 'tok-3', uid: '10003' } });
    expect(useAuthStore.getState().user?.telephone).toBe('13912345678');

    reply(null, 4009, '该手机号已绑定其他账号', 409);
    await expect(bindPhone({ telephone: '13800000002', code: '123456' }, { silent: true })).rejects.toMatchObject({
      code: 4009,
      message: '该手机号已绑定其他账号',
    });
    expect(useAuthStore.getState().user?.telephone).toBe('13912345678');
  });

  it('the QR callback trades the one-time code for a stored session', async () => {
    reply(session());
    await signInWithQrCode('c'.repeat(32), { silent: true });
    expect(sent(0).url).toBe(`/api/v1/wxlogin/callback?code=${'c'.repeat(32)}`);
    expect(useAuthStore.getState().token).toBe('tok-3');
  });
});

describe('mini-program sign-in (platform/login.weapp)', () => {
  it('wx.login code -> POST /v1/login/mp -> stored session', async () => {
    taro.login.mockResolvedValueOnce({ code: 'wx-code-1', errMsg: 'login:ok' });
    reply(session());
    await signInWithWechat();
    expect(sent(0)).toMatchObject({ url: '/api/v1/login/mp', method: 'POST' });
    expect(form(0)).toEqual({ code: 'wx-code-1' });
    expect(useAuthStore.getState().token).toBe('tok-3');
  });

  it('a guarded page signs in where it stands, then opens the page again', async () => {
    taro.login.mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' });
    reply(session());
    goToLogin('/user/center');
    goToLogin('/user/center'); // the guard and a 4001 at once: one sign-in
    await new Promise((r) => setTimeout(r, 0));
    expect(taro.login).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/user/center', { replace: true });
    expect(taro.showModal).not.toHaveBeenCalled();
  });

  it('on failure shows the message with 重试; a retry that works goes on', async () => {
    taro.login.mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' });
    reply(null, 5030, '微信服务暂不可用，请稍后重试', 503);
    reply(session());
    taro.showModal.mockResolvedValueOnce({ confirm: true, cancel: false });
    goToLogin('/user/center');
    await new Promise((r) => setTimeout(r, 0));
    expect(taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '微信服务暂不可用，请稍后重试', confirmText: '重试', cancelText: '手机号登录' }),
    );
    expect(taro.login).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledWith('/user/center', { replace: true });
  });

  it('wx.login failing, then choosing 手机号登录, opens the phone sign-in page with the way back', async () => {
    taro.login.mockRejectedValueOnce({ errMsg: 'login:fail' });
    taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true });
    goToLogin('/user/center');
    await new Promise((r) => setTimeout(r, 0));
    expect(taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '微信登录失败，请稍后重试' }));
    expect(taro.request).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/login?redirectUrl=%2Fuser%2Fcenter', { replace: true });
  });
});

describe('avatar upload checks (SPEC §5)', () => {
  it('accepts png and jpeg up to 10MB; says why otherwise', () => {
    expect(checkImage({ path: 'blob:x', size: 1000, type: 'image/png' })).toBeNull();
    expect(checkImage({ path: 'wxfile://tmp_1.jpg', size: LIMITS.imageBytes })).toBeNull();
    expect(checkImage({ path: 'blob:x', size: 1000, type: '', name: 'me.JPEG' })).toBeNull();
    expect(checkImage({ path: 'blob:x', size: LIMITS.imageBytes + 1, type: 'image/jpeg' })).toBe('图片尺寸过大（大于10MB）');
    expect(checkImage({ path: 'blob:x', size: 1000, type: 'image/gif' })).toBe('图片格式不正确');
    expect(checkImage({ path: 'wxfile://tmp_1.webp', size: 1000 })).toBe(MESSAGES.imageFormat);
    expect(checkImage({ path: 'blob:x', size: 1000 })).toBe(MESSAGES.imageFormat);
  });

  it('a bad image never reaches the network', async () => {
    useAuthStore.getState().setSession(session());
    await expect(changeAvatar({ path: 'blob:x', size: LIMITS.imageBytes + 1, type: 'image/png' })).rejects.toMatchObject({
      message: MESSAGES.imageTooLarge,
    });
    await expect(changeAvatar({ path: 'blob:x', size: 10, type: 'image/webp' })).rejects.toMatchObject({ message: MESSAGES.imageFormat });
    expect(taro.uploadFile).not.toHaveBeenCalled();
    expect(taro.request).not.toHaveBeenCalled();
  });

  it('uploads with the auth headers, decrypts the answer, reports progress, then sets the head image', async () => {
    useAuthStore.getState().setSession(session());
    const url = '/api/v1/oss/file/u/10003/a.png?e=1&s=x';
    uploadAnswer(200, encrypt(envelope({ url, thumb_url: url, key: 'u/10003/a.png' }), sessionKey));
    reply(user({ head_img_url: url }));
    const progress: number[] = [];
    const updated = await changeAvatar({ path: 'blob:x', size: 2048, type: 'image/png', name: 'me.png' }, (p) => progress.push(p));
    expect(taro.uploadFile.mock.calls[0][0]).toMatchObject({
      url: '/api/v1/upload/image',
      filePath: 'blob:x',
      name: 'file',
      fileName: 'me.png',
      header: { Authorization: 'tok-3', uid: '10003' },
    });
    expect(progress).toEqual([40, 100]);
    expect(sent(0).url).toBe('/api/v1/user/headimg');
    expect(form(0)).toEqual({ head_img_url: url });
    expect(updated.head_img_url).toBe(url);
    expect(useAuthStore.getState().user?.head_img_url).toBe(url);
  });

  it('shows the server message for a refused image, 上传图片异常 when the upload itself fails', async () => {
    useAuthStore.getState().setSession(session());
    uploadAnswer(422, JSON.stringify(envelope(null, 4220, '图片格式不正确')));
    await expect(changeAvatar({ path: 'blob:x', size: 10, type: 'image/png' })).rejects.toMatchObject({ message: '图片格式不正确' });
    taro.uploadFile.mockImplementationOnce(() => Object.assign(Promise.reject({ errMsg: 'uploadFile:fail' }), { progress() {} }));
    await expect(changeAvatar({ path: 'blob:x', size: 10, type: 'image/png' })).rejects.toMatchObject({ message: '上传图片异常' });
    expect(taro.request).not.toHaveBeenCalled();
    expect(taro.showToast).not.toHaveBeenCalled();
  });
});

describe('nickname rule (SPEC §5: 1-10 characters)', () => {
  it('counts characters, not UTF-16 units, and trims', () => {
    expect(nicknameLength(' 码途😀 ')).toBe(3);
    expect(nicknameError('码途学员')).toBeNull();
    expect(nicknameError('一二三四五六七八九十')).toBeNull();
    expect(nicknameError('一二三四五六七八九十一')).toBe(MESSAGES.nicknameInvalid);
    expect(nicknameError('   ')).toBe('昵称不能为空且不超过10个字符');
  });
});
