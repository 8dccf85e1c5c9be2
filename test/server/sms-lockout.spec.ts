import { ApiCode } from '../../types/api';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_MESSAGES,
  SMS_SEND_INTERVAL_MS,
  SMS_VERIFY_FAILURES_PER_IP_HOUR,
  SMS_VERIFY_FAILURES_PER_PHONE,
  SMS_VERIFY_PHONE_WINDOW_MS,
} from '../../types/auth-sms';
import type { SessionInfo } from '../../types/user';
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
    restore: () => spy.mockRestore(),
  };
}

// Only Date is faked (as in the exam-deadline tests): the limits are windows in the key-value
// store, which the tests move past instead of waiting. Timers, I/O and promises run for real.
const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
const MIN = 60_000;
const HOUR = 60 * MIN;

let phoneSeq = 0;
/** a number of its own per use (this app has a database of its own) */
const nextPhone = () => `139${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
let ipSeq = 0;
/** a client address of its own, given to the server through X-Forwarded-For */
const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
/** the i-th wrong guess at a code: never the code itself */
const guess = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** The sign-in calls, each from a client address the test names. */
function calls(app: () => TestApp, sent: () => ReturnType<typeof captureSms>) {
  const send = (telephone: string, ip: string, ticket = 'dev-ticket') =>
    app().post('/api/v1/smscode/send', { form: { telephone, ticket, rand_str: 'r' }, headers: { 'x-forwarded-for': ip } });
  const login = (telephone: string, code: string, ip: string) =>
    app().post<SessionInfo>('/api/v1/login/telephone', { form: { telephone, code }, headers: { 'x-forwarded-for': ip } });
  /** sends a code with a captcha ticket and returns it */
  const freshCode = async (telephone: string, ip: string) => {
    expect((await send(telephone, ip)).body.code).toBe(2000);
    return sent().codeFor(telephone)!;
  };
  return { send, login, freshCode };
}

describe('SMS sign-in limits that a stranger cannot turn against the owner (fake clock)', () => {
  let t: TestApp;
  let sms: ReturnType<typeof captureSms>;
  let clock = Date.now();
  const tick = (ms: number) => {
    clock += ms;
    jest.setSystemTime(clock);
  };

  beforeAll(async () => {
    // The windows are the store's own ttls; a Redis server keeps its own time, which a test cannot
    // move, so this app counts in memory (both stores' ttl reads are covered in kv-store-ttl.spec).
    t = await TestApp.start({ REDIS_URL: '' });
    sms = captureSms();
    jest.useFakeTimers({ doNotFake: [...REAL], now: clock });
  });
  afterAll(async () => {
    jest.useRealTimers();
    sms.restore();
    await t.close();
  });
  // every test starts after all earlier windows (the longest is an hour) have run out
  beforeEach(() => tick(2 * HOUR));

  const { send, login, freshCode } = calls(() => t, () => sms);

  it("a stranger's 1,000 wrong codes from one address never keep the owner from signing in from another address with a fresh code", async () => {
    const phone = nextPhone();
    const owner = nextIp();
    const stranger = nextIp();
    const first = await freshCode(phone, owner);

    const answers: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const res = await login(phone, guess(first, i), stranger);
      answers.push(res.status === 429 ? `429 ${res.body.code} ${res.body.msg}` : res.body.msg);
    }
    // the owner's live code takes five of them and is gone; the rest count against the address only
    expect(answers.slice(0, SMS_CODE_MAX_TRIES)).toEqual([...Array(SMS_CODE_MAX_TRIES - 1).fill(SMS_MESSAGES.codeWrong), SMS_MESSAGES.codeExhausted]);
    expect(answers.slice(SMS_CODE_MAX_TRIES, SMS_VERIFY_FAILURES_PER_IP_HOUR)).toEqual(Array(SMS_VERIFY_FAILURES_PER_IP_HOUR - SMS_CODE_MAX_TRIES).fill(SMS_MESSAGES.codeWrong));
    expect(new Set(answers.slice(SMS_VERIFY_FAILURES_PER_IP_HOUR))).toEqual(new Set([`429 ${ApiCode.RATE_LIMITED} ${SMS_MESSAGES.ipLocked(HOUR)}`]));

    // the burnt code stays burnt; a fresh one needs a captcha ticket, and then signs the owner in
    expect((await login(phone, first, owner)).body).toMatchObject({ code: ApiCode.INVALID, msg: SMS_MESSAGES.codeWrong });
    tick(SMS_SEND_INTERVAL_MS);
    expect((await send(phone, owner, 'forged')).body).toMatchObject({ code: ApiCode.INVALID, msg: SMS_MESSAGES.captchaFailed });
    const res = await login(phone, await freshCode(phone, owner), owner);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.user.telephone).toBe(phone);
  }, 120_000);

  it('a phone that was never sent a code, or whose code expired, is not locked by wrong codes', async () => {
    const phone = nextPhone();
    const owner = nextIp();
    // far past the phone's limit, each address staying under its own
    for (const ip of [nextIp(), nextIp(), nextIp()]) {
      for (let i = 0; i < SMS_VERIFY_FAILURES_PER_IP_HOUR - 1; i++) {
        expect((await login(phone, guess('000000', i), ip)).body).toMatchObject({ code: ApiCode.INVALID, msg: SMS_MESSAGES.codeWrong });
      }
    }
    const stale = await freshCode(phone, owner);
    tick(SMS_CODE_TTL_MS + 1000);
    const other = nextIp();
    for (let i = 0; i < 3 * SMS_VERIFY_FAILURES_PER_PHONE; i++) {
      expect((await login(phone, guess(stale, i), other)).body).toMatchObject({ code: ApiCode.INVALID, msg: SMS_MESSAGES.codeWrong });
    }
    expect((await login(phone, stale, owner)).body.msg).toBe(SMS_MESSAGES.codeWrong);

    expect((await login(phone, await freshCode(phone, owner), owner)).body.code).toBe(2000);
  });

  it('the per-address limit answers 4290 with the wait, for every way of checking a code, and lifts when the window passes', async () => {
    const ip = nextIp();
    for (let i = 0; i < SMS_VERIFY_FAILURES_PER_IP_HOUR; i++) {
      expect((await login(nextPhone(), '000000', ip)).body.msg).toBe(SMS_MESSAGES.codeWrong);
    }
    tick(48 * MIN);
    const phone = nextPhone();
    const code = await freshCode(phone, nextIp());
    // a right code is refused too: the address is what is limited
    const blocked = await login(phone, code, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: SMS_MESSAGES.ipLocked(12 * MIN) });
    expect(blocked.body.msg).toContain('12分钟');
    // binding a phone and proving an old account check codes the same way, from the same address
    const me = await t.devLogin({ uid: '10006' });
    const headers = { 'x-forwarded-for': ip };
    const bind = await t.post('/api/v1/user/telephone/bind', { session: me, form: { telephone: phone, code }, headers });
    const migrate = await t.post('/api/v1/migrate/verify/sms', { session: me, form: { telephone: phone, code }, headers });
    for (const res of [bind, migrate]) expect([res.status, res.body.code, res.body.msg]).toEqual([429, ApiCode.RATE_LIMITED, SMS_MESSAGES.ipLocked(12 * MIN)]);

    tick(12 * MIN - 1000);
    expect((await login(phone, code, ip)).body.msg).toBe(SMS_MESSAGES.ipLocked(1000));
    tick(1000);
    // the window has passed: the same address signs in again
    expect((await login(phone, await freshCode(phone, nextIp()), ip)).body.code).toBe(2000);
  });

  it("wrong codes against a phone's own codes pause it for minutes, not an hour, and the pause lifts when its window passes", async () => {
    const phone = nextPhone();
    const owner = nextIp();
    let code = await freshCode(phone, owner);
    for (let round = 0; round < SMS_VERIFY_FAILURES_PER_PHONE / SMS_CODE_MAX_TRIES; round++) {
      // each guess from an address of its own: this is the phone's counter, not an address's
      const answers = [];
      for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) answers.push((await login(phone, guess(code, i), nextIp())).body.msg);
      expect(answers.at(-1)).toBe(SMS_MESSAGES.codeExhausted);
      tick(SMS_SEND_INTERVAL_MS);
      if (round === 0) code = await freshCode(phone, owner);
    }
    // one minute after the first wrong code: the rest of the window
    const wait = SMS_VERIFY_PHONE_WINDOW_MS - 2 * SMS_SEND_INTERVAL_MS;
    const paused = await login(phone, '123456', owner);
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: SMS_MESSAGES.phoneLocked(wait) });
    expect(paused.body.msg).toContain(`${wait / MIN}分钟`);
    // no code is sent that could not be used
    expect((await send(phone, owner)).body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: SMS_MESSAGES.phoneLocked(wait) });

    tick(wait - 1000);
    expect((await login(phone, '123456', owner)).body.code).toBe(ApiCode.RATE_LIMITED);
    tick(1000);
    const res = await login(phone, await freshCode(phone, owner), owner);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.user.telephone).toBe(phone);
  });
});

// On the suite's own store (Redis when REDIS_URL is set), where requests really interleave.
describe('SMS codes under parallel guesses', () => {
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
  const { login, freshCode } = calls(() => t, () => sms);

  it("parallel guesses get no more than the code's five tries", async () => {
    const phone = nextPhone();
    const code = await freshCode(phone, nextIp());
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(phone, guess(code, i), ip)));
    expect(answers.map((r) => r.body.code)).toEqual(Array(20).fill(ApiCode.INVALID));
    expect(answers.filter((r) => r.body.msg === SMS_MESSAGES.codeExhausted)).toHaveLength(1);
    // the five tries were used up: the right code no longer works
    expect((await login(phone, code, nextIp())).body.msg).toBe(SMS_MESSAGES.codeWrong);
  });
});
