import { ApiCode } from '../../types/api';
import { SMS_MESSAGES } from '../../types/auth-sms';
import type { SessionInfo, UserProfile } from '../../types/user';
import { MESSAGES } from '../../types/validation';
import { KV_STORE, KvStore } from '../../server/src/common/kv/kv-store';
import { TestApp } from '../helpers/app';

/** Reads the development SMS log lines the embedded adapter writes to stdout. */
function captureSms() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    if (String(chunk).startsWith('[sms]')) lines.push(String(chunk));
    return true;
  });
  return {
    codeFor: (phone: string) => {
      const line = [...lines].reverse().find((l) => l.includes(`telephone=${phone} `));
      return line?.match(/code=(\d{6})/)?.[1];
    },
    lines,
    restore: () => spy.mockRestore(),
  };
}

let seq = 0;
/** a phone number no other test uses (the MariaDB run shares one database) */
const freshPhone = () => `15${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10000).padStart(4, '0')}${seq++ % 10}${(seq * 7) % 10}`.slice(0, 11);

describe('SMS sign-in', () => {
  let t: TestApp;
  let sms: ReturnType<typeof captureSms>;
  beforeAll(async () => {
    t = await TestApp.start();
    sms = captureSms();
  });
  afterAll(async () => {
    sms.restore();
    await t.close();
  });

  const send = (telephone: string, ticket = 'dev-ticket', headers: Record<string, string> = {}) =>
    t.post('/api/v1/smscode/send', { form: { telephone, ticket, rand_str: 'r' }, headers });

  it('sends a code (one stdout line with phone and code) and signs in, creating the user the first time', async () => {
    const phone = freshPhone();
    expect((await send(phone)).body.code).toBe(2000);
    expect(sms.lines.some((l) => l.includes(phone))).toBe(true);
    const code = sms.codeFor(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const res = await t.post<SessionInfo>('/api/v1/login/telephone', { form: { telephone: phone, code } });
    expect(res.body.code).toBe(2000);
    expect(res.body.data.user).toMatchObject({ telephone: phone, nick_name: `码途用户${phone.slice(-4)}` });
    expect(Buffer.from(res.body.data.response_key, 'base64')).toHaveLength(32);
    const me = await t.get<UserProfile>('/api/user', { session: res.body.data });
    expect(me.body.data.uid).toBe(res.body.data.uid);
  });

  it('signs an existing user in to the same account, and a code works only once', async () => {
    await send('13800000002', 'dev-ticket', { 'x-forwarded-for': '10.0.0.2' });
    const code = sms.codeFor('13800000002')!;
    const first = await t.post<SessionInfo>('/api/v1/login/telephone', { form: { telephone: '13800000002', code } });
    expect(first.body.data.uid).toBe('10002');
    const again = await t.post('/api/v1/login/telephone', { form: { telephone: '13800000002', code } });
    expect(again.body).toMatchObject({ code: ApiCode.INVALID, msg: SMS_MESSAGES.codeWrong });
  });

  it('validates phone and code on the server with the shared rules', async () => {
    const bad = await t.post('/api/v1/smscode/send', { form: { telephone: '12345678901', ticket: 'dev-ticket', rand_str: 'r' } });
    expect(bad.body.errors).toEqual([{ field: 'telephone', message: MESSAGES.phoneInvalid }]);
    const badCode = await t.post('/api/v1/login/telephone', { form: { telephone: '13800000002', code: '12345a' } });
    expect(badCode.body.errors).toEqual([{ field: 'code', message: MESSAGES.smsCodeInvalid }]);
    const missing = await t.post('/api/v1/smscode/send', { form: { telephone: '13800000002' } });
    expect(missing.body.errors?.map((e) => e.field).sort()).toEqual(['rand_str', 'ticket']);
  });

  it('refuses a send without a valid captcha proof', async () => {
    const res = await send(freshPhone(), 'forged');
    expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg: SMS_MESSAGES.captchaFailed });
  });

  it('limits sends to one a minute per phone', async () => {
    const phone = freshPhone();
    expect((await send(phone, 'dev-ticket', { 'x-forwarded-for': '10.0.1.1' })).body.code).toBe(2000);
    const second = await send(phone, 'dev-ticket', { 'x-forwarded-for': '10.0.1.2' });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: SMS_MESSAGES.tooFrequent });
  });

  it('limits sends per address', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    let last;
    for (let i = 0; i < 21; i++) last = await send(freshPhone(), 'dev-ticket', headers);
    expect(last!.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: SMS_MESSAGES.ipLimit });
  });

  it('allows five tries, then the code is gone', async () => {
    const phone = freshPhone();
    await send(phone, 'dev-ticket', { 'x-forwarded-for': '10.0.2.1' });
    const code = sms.codeFor(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await t.post('/api/v1/login/telephone', { form: { telephone: phone, code: wrong } })).body.msg).toBe(SMS_MESSAGES.codeWrong);
    }
    expect((await t.post('/api/v1/login/telephone', { form: { telephone: phone, code: wrong } })).body.msg).toBe(SMS_MESSAGES.codeExhausted);
    expect((await t.post('/api/v1/login/telephone', { form: { telephone: phone, code } })).body.msg).toBe(SMS_MESSAGES.codeWrong);
  });

  it('answers the same for registered and unknown phones', async () => {
    const known = await send('13800000001', 'dev-ticket', { 'x-forwarded-for': '10.0.3.1' });
    const unknown = await send(freshPhone(), 'dev-ticket', { 'x-forwarded-for': '10.0.3.2' });
    expect(known.body.data).toEqual(unknown.body.data);
    expect(known.body.msg).toBe(unknown.body.msg);
  });
});

describe('phone binding and nickname', () => {
  let t: TestApp;
  let sms: ReturnType<typeof captureSms>;
  beforeAll(async () => {
    t = await TestApp.start();
    sms = captureSms();
  });
  afterAll(async () => {
    sms.restore();
    await t.close();
  });

  it('binds a phone to a user without one, after which phone-only routes open', async () => {
    const s = await t.devLogin({ uid: '10006' });
    expect(s.user.telephone).toBeNull();
    expect((await t.get('/api/admin/user/count', { session: s })).body.code).toBe(ApiCode.PHONE_REQUIRED);
    const phone = freshPhone();
    await t.post('/api/v1/smscode/send', { form: { telephone: phone, ticket: 'dev-ticket', rand_str: 'r' }, headers: { 'x-forwarded-for': '10.1.0.1' } });
    const res = await t.post<UserProfile>('/api/v1/user/telephone/bind', { session: s, form: { telephone: phone, code: sms.codeFor(phone)! } });
    expect(res.body.data.telephone).toBe(phone);
    // past the phone step now; stopped at the admin step
    expect((await t.get('/api/admin/user/count', { session: s })).body.code).toBe(ApiCode.FORBIDDEN);
  });

  it("refuses a phone that belongs to someone else, and binding without a session", async () => {
    const phone = freshPhone();
    const form = { telephone: phone, ticket: 'dev-ticket', rand_str: 'r' };
    await t.post('/api/v1/smscode/send', { form, headers: { 'x-forwarded-for': '10.1.0.2' } });
    const owner = await t.post<SessionInfo>('/api/v1/login/telephone', { form: { telephone: phone, code: sms.codeFor(phone)! } });
    expect(owner.body.code).toBe(2000);
    const s = await t.devLogin({ uid: '10009' });
    // the next code for the same phone comes a minute later in real life; the limit is per phone
    await t.app.get<KvStore>(KV_STORE).del(`sms:min:${phone}`);
    await t.post('/api/v1/smscode/send', { form, headers: { 'x-forwarded-for': '10.1.0.3' } });
    const res = await t.post('/api/v1/user/telephone/bind', { session: s, form: { telephone: phone, code: sms.codeFor(phone)! } });
    expect(res.body).toMatchObject({ code: ApiCode.CONFLICT, msg: SMS_MESSAGES.phoneTaken });
    expect((await t.post('/api/v1/user/telephone/bind', { form: { telephone: phone, code: '123456' } })).body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it('updates the nickname within 1-10 characters', async () => {
    const s = await t.devLogin({ uid: '10012' });
    const ok = await t.post<UserProfile>('/api/v1/user/nickname', { session: s, form: { nick_name: '  十个字的昵称正好十个  '.trim().slice(0, 10) } });
    expect(ok.body.data.nick_name).toHaveLength(10);
    for (const bad of ['', '   ', '十一个字的昵称超过了十个', '<b>x</b>']) {
      const res = await t.post('/api/v1/user/nickname', { session: s, form: { nick_name: bad } });
      expect(res.body.errors).toEqual([{ field: 'nick_name', message: MESSAGES.nicknameInvalid }]);
    }
    const emoji = await t.post<UserProfile>('/api/v1/user/nickname', { session: s, form: { nick_name: '码途🚀🚀🚀🚀🚀🚀🚀🚀' } });
    expect(emoji.body.code).toBe(2000);
  });
});
