import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiCode } from '../../../../types/api';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_MESSAGES,
  SMS_SEND_INTERVAL_MS,
  SMS_SENDS_PER_DAY,
  SMS_SENDS_PER_IP_HOUR,
  SMS_VERIFY_FAILURES_PER_IP_HOUR,
  SMS_VERIFY_FAILURES_PER_PHONE,
  SMS_VERIFY_PHONE_WINDOW_MS,
} from '../../../../types/auth-sms';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { CAPTCHA_VERIFIER, CaptchaVerifier } from '../../providers/captcha/captcha-verifier';
import { SMS_PROVIDER, SmsProvider } from '../../providers/sms/sms-provider';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface StoredCode {
  hash: string;
  expiresAt: number;
}

/**
 * SMS verification codes: captcha first, limits per phone and per address (shared through
 * Redis when configured), codes stored as HMACs, 5 minutes, 5 tries, single use.
 *
 * Wrong codes count against the client's address always, and against the phone only while it has
 * a live code: someone guessing at a number that was sent nothing cannot lock its owner out, and
 * what a phone's counter can do is bounded by the captcha-guarded sends plus a window of minutes.
 */
@Injectable()
export class SmsCodeService {
  private readonly logger = new Logger('Sms');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
  ) {}

  async send(telephone: string, ticket: string, randStr: string, ip: string): Promise<void> {
    if (!(await this.captchaOk(ticket, randStr, ip))) {
      throw new AppException(ApiCode.INVALID, SMS_MESSAGES.captchaFailed, [{ field: 'ticket', message: SMS_MESSAGES.captchaFailed }]);
    }
    // a code sent now could not be used before the phone's pause ends (nor outlive it by much)
    await this.refuseOver(this.phoneFailKey(telephone), SMS_VERIFY_FAILURES_PER_PHONE, SMS_MESSAGES.phoneLocked);
    await this.limit(`sms:ip:${ip}`, HOUR, SMS_SENDS_PER_IP_HOUR, SMS_MESSAGES.ipLimit);
    await this.limit(`sms:min:${telephone}`, SMS_SEND_INTERVAL_MS, 1, SMS_MESSAGES.tooFrequent);
    await this.limit(`sms:day:${telephone}`, DAY, SMS_SENDS_PER_DAY, SMS_MESSAGES.dailyLimit);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored: StoredCode = { hash: this.hash(telephone, code), expiresAt: Date.now() + SMS_CODE_TTL_MS };
    await this.kv.set(this.codeKey(telephone), JSON.stringify(stored), SMS_CODE_TTL_MS);
    try {
      await this.sms.sendCode(telephone, code, SMS_CODE_TTL_MS / 60_000);
    } catch (err) {
      await this.kv.del(this.codeKey(telephone));
      // let the person try again at once: the failed send should not count against the minute
      await this.kv.del(`sms:min:${telephone}`);
      this.logger.error({ msg: 'sms send failed', err: (err as Error).message });
      throw new AppException(ApiCode.UNAVAILABLE, SMS_MESSAGES.sendFailed);
    }
  }

  /** Consumes the code when right; counts the failure against the address (and the phone, if it had a code) when wrong. */
  async verify(telephone: string, code: string, ip: string): Promise<void> {
    const ipKey = `sms:vfail:ip:${ip}`;
    const phoneKey = this.phoneFailKey(telephone);
    // both refuse before the code is looked at, so a refused guess cannot use up the owner's code
    await this.refuseOver(ipKey, SMS_VERIFY_FAILURES_PER_IP_HOUR, SMS_MESSAGES.ipLocked);
    await this.refuseOver(phoneKey, SMS_VERIFY_FAILURES_PER_PHONE, SMS_MESSAGES.phoneLocked);
    const key = this.codeKey(telephone);
    const raw = await this.kv.get(key);
    const stored = raw ? (JSON.parse(raw) as StoredCode) : null;
    const left = stored ? stored.expiresAt - Date.now() : 0;
    if (!stored || left <= 0) {
      await this.kv.incr(ipKey, HOUR);
      throw this.codeError(SMS_MESSAGES.codeWrong);
    }
    // the try is taken before comparing (atomically), so parallel guesses get no more than five
    const tries = await this.kv.incr(`sms:tries:${telephone}:${stored.hash.slice(0, 16)}`, left);
    if (tries > SMS_CODE_MAX_TRIES) {
      await this.kv.incr(ipKey, HOUR);
      throw this.codeError(SMS_MESSAGES.codeWrong);
    }
    if (this.matches(stored.hash, this.hash(telephone, code))) {
      await this.kv.del(key);
      await this.kv.del(phoneKey);
      return;
    }
    await this.kv.incr(ipKey, HOUR);
    await this.kv.incr(phoneKey, SMS_VERIFY_PHONE_WINDOW_MS);
    if (tries >= SMS_CODE_MAX_TRIES) {
      await this.kv.del(key);
      throw this.codeError(SMS_MESSAGES.codeExhausted);
    }
    throw this.codeError(SMS_MESSAGES.codeWrong);
  }

  private async captchaOk(ticket: string, randStr: string, ip: string): Promise<boolean> {
    try {
      return await this.captcha.verify(ticket, randStr, ip);
    } catch (err) {
      this.logger.error({ msg: 'captcha verification failed', err: (err as Error).message });
      throw new AppException(ApiCode.UNAVAILABLE, '人机验证服务暂不可用，请稍后再试');
    }
  }

  private async limit(key: string, windowMs: number, max: number, msg: string): Promise<void> {
    if ((await this.kv.incr(key, windowMs)) > max) throw new AppException(ApiCode.RATE_LIMITED, msg);
  }

  /** 4290 while the counter is at its limit, saying how long the window still runs. */
  private async refuseOver(key: string, max: number, msg: (waitMs: number) => string): Promise<void> {
    if (Number((await this.kv.get(key)) ?? 0) < max) return;
    throw new AppException(ApiCode.RATE_LIMITED, msg(await this.kv.ttl(key)));
  }

  private codeError(msg: string): AppException {
    return new AppException(ApiCode.INVALID, msg, [{ field: 'code', message: msg }]);
  }

  private codeKey(telephone: string): string {
    return `sms:code:${telephone}`;
  }

  private phoneFailKey(telephone: string): string {
    return `sms:vfail:phone:${telephone}`;
  }

  private hash(telephone: string, code: string): string {
    return createHmac('sha256', this.config.secret).update(`${telephone}:${code}`).digest('hex');
  }

  private matches(a: string, b: string): boolean {
    return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  }
}
