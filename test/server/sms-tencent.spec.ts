import { ApiCode } from '../../types/api';
import { SMS_MESSAGES } from '../../types/auth-sms';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';
import { TencentCloudEmulator } from '../helpers/emulators/tencent-cloud';

describe('Tencent Cloud SMS and captcha adapters against the API emulator', () => {
  const emu = new TencentCloudEmulator();
  let t: TestApp;
  beforeAll(async () => {
    const endpoint = await emu.start();
    t = await TestApp.start({
      SMS_ADAPTER: 'tencent',
      CAPTCHA_ADAPTER: 'tencent',
      TENCENT_SECRET_ID: emu.secretId,
      TENCENT_SECRET_KEY: emu.secretKey,
      SMS_ENDPOINT: endpoint,
      CAPTCHA_ENDPOINT: endpoint,
      SMS_SDK_APP_ID: '1400000000',
      SMS_SIGN_NAME: '码途',
      SMS_TEMPLATE_ID: '100001',
      CAPTCHA_APP_ID: '190000000',
      CAPTCHA_APP_SECRET_KEY: 'captcha-secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await emu.stop();
  });

  it('verifies the captcha, sends a signed SendSms and signs in with the delivered code', async () => {
    emu.validTickets.add('t-1');
    const phone = '17700000001';
    const sent = await t.post('/api/v1/smscode/send', { form: { telephone: phone, ticket: 't-1', rand_str: 'abc' } });
    expect(sent.body.code).toBe(2000);
    expect(emu.sent.at(-1)).toMatchObject({ phone: `+86${phone}`, templateId: '100001', signName: '码途' });
    expect(emu.sent.at(-1)!.params[1]).toBe('5');
    const res = await t.post<SessionInfo>('/api/v1/login/telephone', { form: { telephone: phone, code: emu.smsCodeFor(phone)! } });
    expect(res.body.data.user.telephone).toBe(phone);
  });

  it('tells the client which captcha app to show', async () => {
    const cfg = (await t.inject({ method: 'GET', url: '/config.json' })).json();
    expect(cfg.captcha_app_id).toBe('190000000');
  });

  it('refuses a ticket the captcha service rejects', async () => {
    const res = await t.post('/api/v1/smscode/send', { form: { telephone: '17700000002', ticket: 'unknown', rand_str: 'abc' } });
    expect(res.body.msg).toBe(SMS_MESSAGES.captchaFailed);
    expect(emu.sent.some((m) => m.phone === '+8617700000002')).toBe(false);
  });

  it('reports a provider-side failure as a clear message and lets the person retry at once', async () => {
    emu.validTickets.add('t-2');
    emu.failingPhones.add('+8617700000003');
    const res = await t.post('/api/v1/smscode/send', { form: { telephone: '17700000003', ticket: 't-2', rand_str: 'abc' }, headers: { 'x-forwarded-for': '10.2.0.1' } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: ApiCode.UNAVAILABLE, msg: SMS_MESSAGES.sendFailed });
    emu.failingPhones.clear();
    const retry = await t.post('/api/v1/smscode/send', { form: { telephone: '17700000003', ticket: 't-2', rand_str: 'abc' }, headers: { 'x-forwarded-for': '10.2.0.1' } });
    expect(retry.body.code).toBe(2000);
  });
});

describe('Tencent adapters with a wrong secret', () => {
  it('fail closed with a clear message (the emulator rejects the signature)', async () => {
    const emu = new TencentCloudEmulator();
    const endpoint = await emu.start();
    emu.validTickets.add('t');
    const t = await TestApp.start({
      SMS_ADAPTER: 'tencent', CAPTCHA_ADAPTER: 'tencent', TENCENT_SECRET_ID: emu.secretId, TENCENT_SECRET_KEY: 'wrong',
      SMS_ENDPOINT: endpoint, CAPTCHA_ENDPOINT: endpoint, SMS_SDK_APP_ID: '1', SMS_SIGN_NAME: 's', SMS_TEMPLATE_ID: '1',
      CAPTCHA_APP_ID: '1', CAPTCHA_APP_SECRET_KEY: 'k',
    });
    try {
      const res = await t.post('/api/v1/smscode/send', { form: { telephone: '17700000009', ticket: 't', rand_str: 'r' } });
      expect(res.status).toBe(503);
      expect(res.body.msg).toBe('人机验证服务暂不可用，请稍后再试');
      expect(emu.sent).toHaveLength(0);
    } finally {
      await t.close();
      await emu.stop();
    }
  });
});
