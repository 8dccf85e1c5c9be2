import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiCode } from '../../../../types/api';
import { WECHAT_MESSAGES } from '../../../../types/auth';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OaQrCode, OaUserInfo, WECHAT_OA_API, WechatApiError, WechatNetworkError, WechatOaApi } from './wechat-api';

/** Cached values are dropped this long before WeChat says they expire (clock skew, slow calls). */
const EARLY_EXPIRY_S = 300;

export function cacheTtlMs(expiresIn: number): number {
  const seconds = expiresIn > 2 * EARLY_EXPIRY_S ? expiresIn - EARLY_EXPIRY_S : Math.max(1, Math.floor(expiresIn / 2));
  return seconds * 1000;
}

/**
 * The official account as the services use it: the access token and the jsapi_ticket are cached
 * in the KV store (shared by every API instance when Redis is on), a refused token is replaced
 * once, and WeChat's failures become a Chinese 5030 instead of a 500.
 */
@Injectable()
export class WechatOaClient {
  private readonly logger = new Logger('WechatOa');
  /** one upstream fetch per key and process at a time, so a burst of requests makes one call */
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    @Inject(WECHAT_OA_API) private readonly api: WechatOaApi,
    @Inject(KV_STORE) private readonly kv: KvStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createQr(scene: string, expireSeconds: number): Promise<OaQrCode> {
    try {
      return await this.withToken((token) => this.api.createQr(token, scene, expireSeconds));
    } catch (err) {
      throw this.unavailable(err, 'qrcode/create', WECHAT_MESSAGES.qrcodeFailed);
    }
  }

  async userInfo(openid: string): Promise<OaUserInfo> {
    try {
      return await this.withToken((token) => this.api.userInfo(token, openid));
    } catch (err) {
      throw this.unavailable(err, 'user/info', WECHAT_MESSAGES.wechatUnavailable);
    }
  }

  async jsapiTicket(): Promise<string> {
    try {
      return await this.cached(this.key('jsapi_ticket'), async () => {
        const t = await this.withToken((token) => this.api.jsapiTicket(token));
        return { value: t.ticket, expiresIn: t.expiresIn };
      });
    } catch (err) {
      throw this.unavailable(err, 'getticket', WECHAT_MESSAGES.wechatUnavailable);
    }
  }

  /** Runs a call with the cached token; if WeChat refuses the token, once more with a fresh one. */
  private async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken();
    try {
      return await call(token);
    } catch (err) {
      if (!(err instanceof WechatApiError && err.tokenRejected)) throw err;
      this.logger.warn({ msg: 'access token refused, fetching a new one', errcode: err.errcode, api: err.api });
      await this.kv.del(this.key('access_token'));
      return call(await this.accessToken());
    }
  }

  private accessToken(): Promise<string> {
    return this.cached(this.key('access_token'), async () => {
      const t = await this.api.accessToken();
      return { value: t.accessToken, expiresIn: t.expiresIn };
    });
  }

  private async cached(key: string, fetch: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
    const hit = await this.kv.get(key);
    if (hit) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = (async () => {
        const { value, expiresIn } = await fetch();
        await this.kv.set(key, value, cacheTtlMs(expiresIn));
        return value;
      })().finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  /** Keyed by app id: two deployments (or test runs) sharing one Redis never mix tokens. */
  private key(what: string): string {
    return `wechat:oa:${this.config.wechat.oa.appId}:${what}`;
  }

  private unavailable(err: unknown, what: string, msg: string): unknown {
    if (err instanceof WechatApiError) {
      this.logger.error({ msg: `wechat ${what} failed`, errcode: err.errcode, errmsg: err.errmsg });
    } else if (err instanceof WechatNetworkError) {
      this.logger.error({ msg: `wechat ${what} unreachable`, err: err.message });
    } else {
      return err;
    }
    return new AppException(ApiCode.UNAVAILABLE, msg);
  }
}
