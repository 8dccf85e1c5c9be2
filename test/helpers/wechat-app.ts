import { randomInt } from 'node:crypto';
import { WechatEmulator } from './emulators/wechat';
import { TestApp } from './app';

export interface WechatTestApp {
  t: TestApp;
  emu: WechatEmulator;
  /** the official account's server URL, as configured in WeChat's console */
  eventUrl: string;
  close(): Promise<void>;
}

/**
 * The app with the real WeChat adapter pointed at a local emulator, listening on 127.0.0.1 so the
 * emulator can push events to it over HTTP like WeChat does.
 */
export async function startWithWechatEmulator(
  env: Record<string, string> = {},
  envOf: (emu: WechatEmulator) => Record<string, string> = () => ({}),
): Promise<WechatTestApp> {
  const emu = new WechatEmulator();
  await emu.start();
  const t = await TestApp.start({ ...emu.env(), ...envOf(emu), ...env });
  await t.app.listen(0, '127.0.0.1');
  const eventUrl = `${(await t.app.getUrl()).replace('[::1]', '127.0.0.1')}/api/v1/wechat/oa/event`;
  return {
    t,
    emu,
    eventUrl,
    close: async () => {
      await t.close();
      await emu.stop();
    },
  };
}

/**
 * A client address of its own (sent as X-Forwarded-For): per-IP rate limits then never see
 * another test file's calls, even when the MariaDB run shares one Redis.
 */
export function clientIp(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}
