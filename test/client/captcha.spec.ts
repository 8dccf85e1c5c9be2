/** @jest-environment jsdom */
import type { StartupConfig } from '../../types/api';
import { solveCaptcha } from '../../src/platform/captcha.h5';
import { solveCaptcha as solveInMiniProgram } from '../../src/platform/captcha.weapp';
import { CAPTCHA_MESSAGES, CaptchaCancelled, captchaMode } from '../../src/services/captcha';

const base = { api_key: 'k', api_encrypt: true } as StartupConfig;
const dev = { ...base, env: 'development' } as StartupConfig;
const prod = { ...base, env: 'production', captcha_app_id: '190000001' } as StartupConfig;
type Cb = (res: { ret: number; ticket?: string; randstr?: string }) => void;

afterEach(() => {
  delete (window as { TencentCaptcha?: unknown }).TencentCaptcha;
  document.head.innerHTML = '';
});

describe('captcha before an SMS code (smscode/send ticket + rand_str)', () => {
  it('picks the captcha from the startup config', () => {
    expect(captchaMode(dev)).toBe('dev');
    expect(captchaMode({ ...base, env: 'test' })).toBe('dev');
    expect(captchaMode(prod)).toBe('tencent');
    expect(captchaMode({ ...base, env: 'production' })).toBe('unavailable');
  });

  it('development: both platforms hand over the development ticket and a random rand_str', async () => {
    for (const solve of [solveCaptcha, solveInMiniProgram]) {
      const proof = await solve(dev);
      expect(proof.ticket).toBe('dev-ticket');
      expect(proof.rand_str).toMatch(/^[a-z0-9]{16}$/);
    }
    expect((await solveCaptcha(dev)).rand_str).not.toBe((await solveCaptcha(dev)).rand_str);
  });

  it('H5 production: shows TencentCaptcha with the configured app id and returns its ticket', async () => {
    const shown = jest.fn();
    let appId = '';
    let callback: Cb = () => undefined;
    (window as unknown as { TencentCaptcha: unknown }).TencentCaptcha = class {
      constructor(id: string, cb: Cb) {
        appId = id;
        callback = cb;
      }
      show = shown;
    };
    const proof = solveCaptcha(prod);
    await Promise.resolve();
    expect(appId).toBe('190000001');
    expect(shown).toHaveBeenCalled();
    callback({ ret: 0, ticket: 'tr-ticket', randstr: '@abc' });
    await expect(proof).resolves.toEqual({ ticket: 'tr-ticket', rand_str: '@abc' });
  });

  it('H5 production: closing the captcha is a cancel, not an error to show', async () => {
    let callback: Cb = () => undefined;
    (window as unknown as { TencentCaptcha: unknown }).TencentCaptcha = class {
      constructor(_id: string, cb: Cb) {
        callback = cb;
      }
      show() {}
    };
    const proof = solveCaptcha(prod);
    await Promise.resolve();
    callback({ ret: 2 });
    await expect(proof).rejects.toBeInstanceOf(CaptchaCancelled);
  });

  it('H5 production: loads TJCaptcha.js once, and says so when it cannot', async () => {
    const proof = solveCaptcha(prod);
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://turing.captcha.qcloud.com/TJCaptcha.js');
    script?.dispatchEvent(new Event('error'));
    await expect(proof).rejects.toThrow(CAPTCHA_MESSAGES.loadFailed);
  });

  it('production without a captcha app id, or in the mini-program, refuses with a message', async () => {
    await expect(solveCaptcha({ ...base, env: 'production' } as StartupConfig)).rejects.toThrow(CAPTCHA_MESSAGES.unavailable);
    await expect(solveInMiniProgram(prod)).rejects.toThrow(CAPTCHA_MESSAGES.miniProgramUnavailable);
  });
});
