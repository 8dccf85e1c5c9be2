/** @jest-environment jsdom */
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import type { StartupConfig } from '../../types/api';
import { MESSAGES } from '../../types/validation';
import {
  RESEND_SECONDS,
  createCountdown,
  digitsOnly,
  sendLabel,
  validatePhoneCode,
} from '../../src/components/phone-code-form/rules';
import { usePhoneCodeForm } from '../../src/components/phone-code-form/use-phone-code-form';
import { useConfigStore } from '../../src/stores/config.store';
import { act, renderHook, tick } from './render-hook';

const taro = Taro as unknown as TaroMock;
const config = { env: 'development', api_key: 'k', api_encrypt: false } as StartupConfig;
const ok = (data: unknown = null) => ({ statusCode: 200, data: { code: 2000, data, msg: 'ok' }, header: {} });

function formBody(call: number): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(taro.request.mock.calls[call][0].data as string));
}

beforeEach(() => {
  taro.__reset();
  useConfigStore.setState({ config });
});
afterEach(() => jest.useRealTimers());

describe('phone and SMS code rules (SPEC §5)', () => {
  it('phone: 11 digits, 1 then 3-9; code: exactly 6 digits; messages from types/', () => {
    expect(validatePhoneCode({ telephone: '13800000002', code: '123456' })).toEqual({});
    for (const bad of ['', '1380000000', '138000000021', '12800000002', '23800000002', '1380000000a']) {
      expect(validatePhoneCode({ telephone: bad, code: '123456' })).toEqual({ telephone: MESSAGES.phoneInvalid });
    }
    for (const bad of ['', '12345', '1234567', '12345a']) {
      expect(validatePhoneCode({ telephone: '19912345678', code: bad })).toEqual({ code: MESSAGES.smsCodeInvalid });
    }
    expect(validatePhoneCode({ telephone: '1', code: '1' })).toEqual({
      telephone: '请输入正确的手机号',
      code: '请输入6位数字验证码',
    });
  });

  it('keeps digits only and cuts at the length', () => {
    expect(digitsOnly('138 0000-0002', 11)).toBe('13800000002');
    expect(digitsOnly('1234567', 6)).toBe('123456');
  });

  it('send button: 获取验证码, then Ns后重发, then 重新获取', () => {
    expect(sendLabel(0, false)).toBe('获取验证码');
    expect(sendLabel(60, true)).toBe('60s后重发');
    expect(sendLabel(0, true)).toBe('重新获取');
  });

  it('counts down 60 s against a deadline and stops at 0', () => {
    let now = 0;
    const ticks: Array<() => void> = [];
    const seen: number[] = [];
    const cleared: unknown[] = [];
    const c = createCountdown((n) => seen.push(n), {
      now: () => now,
      setInterval: (fn) => ticks.push(fn),
      clearInterval: (h) => cleared.push(h),
    });
    expect(RESEND_SECONDS).toBe(60);
    c.start();
    expect(seen).toEqual([60]);
    now = 1000;
    ticks[0]();
    expect(seen).toEqual([60, 59]);
    // the page was throttled in the background for 40 s: the number jumps, it does not lag
    now = 41_000;
    ticks[0]();
    expect(seen[seen.length - 1]).toBe(19);
    now = 60_000;
    ticks[0]();
    expect(seen[seen.length - 1]).toBe(0);
    expect(cleared).toHaveLength(1);
    expect(c.secondsLeft).toBe(0);
  });
});

describe('the phone + code form (usePhoneCodeForm)', () => {
  it('does not send a code for an invalid phone, and says why', async () => {
    const h = renderHook(() => usePhoneCodeForm(jest.fn()));
    act(() => h.result.setTelephone('12345'));
    await act(() => h.result.sendCode());
    expect(h.result.errors.telephone).toBe(MESSAGES.phoneInvalid);
    expect(taro.request).not.toHaveBeenCalled();
    h.unmount();
  });

  it('sends with the development captcha ticket, then counts down 60 s before a resend', async () => {
    jest.useFakeTimers();
    taro.request.mockResolvedValue(ok());
    const h = renderHook(() => usePhoneCodeForm(jest.fn()));
    act(() => h.result.setTelephone('139 1234 5678'));
    expect(h.result.telephone).toBe('13912345678');
    expect(h.result.sendText).toBe('获取验证码');
    await act(() => h.result.sendCode());
    expect(taro.request.mock.calls[0][0].url).toBe('/api/v1/smscode/send');
    expect(formBody(0)).toMatchObject({ telephone: '13912345678', ticket: 'dev-ticket' });
    expect(formBody(0).rand_str).toMatch(/^[a-z0-9]{16}$/);
    expect(h.result.sendText).toBe('60s后重发');
    expect(h.result.canSend).toBe(false);
    expect(h.result.notice).toContain('139****5678');

    // a second tap during the countdown sends nothing
    await act(() => h.result.sendCode());
    expect(taro.request).toHaveBeenCalledTimes(1);
    await tick(1000);
    expect(h.result.sendText).toBe('59s后重发');
    await tick(59_000);
    expect(h.result.sendText).toBe('重新获取');
    expect(h.result.canSend).toBe(true);
    h.unmount();
  });

  it('shows the server message of a refused send (429) and starts no countdown', async () => {
    taro.request.mockResolvedValue({ statusCode: 429, data: { code: 4290, data: null, msg: '发送过于频繁，请1分钟后再试' }, header: {} });
    const h = renderHook(() => usePhoneCodeForm(jest.fn()));
    act(() => h.result.setTelephone('13912345678'));
    await act(() => h.result.sendCode());
    expect(h.result.formError).toBe('发送过于频繁，请1分钟后再试');
    expect(h.result.sendText).toBe('获取验证码');
    expect(taro.showToast).not.toHaveBeenCalled();
    h.unmount();
  });

  it('submit checks both fields first, is busy while the call runs, and shows its failure', async () => {
    let finish: (v?: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise((resolve, reject) => (finish = (e) => (e ? reject(e) : resolve(e)))));
    const h = renderHook(() => usePhoneCodeForm(onSubmit));
    await act(() => h.result.submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(h.result.errors).toEqual({ telephone: MESSAGES.phoneInvalid, code: MESSAGES.smsCodeInvalid });

    act(() => {
      h.result.setTelephone('13912345678');
      h.result.setCode('12345678');
    });
    expect(h.result.code).toBe('123456');
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = h.result.submit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ telephone: '13912345678', code: '123456' });
    expect(h.result.submitting).toBe(true);
    // a second tap while busy does nothing
    await act(() => h.result.submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(new Error('验证码错误或已过期'));
      await done;
    });
    expect(h.result.submitting).toBe(false);
    expect(h.result.formError).toBe('验证码错误或已过期');
    h.unmount();
  });
});
