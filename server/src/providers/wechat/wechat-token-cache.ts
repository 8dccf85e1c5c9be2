import type { Logger } from '@nestjs/common';
import { ApiCode } from '../../../../types/api';
import { AppException } from '../../common/app-exception';
import type { KvStore } from '../../common/kv/kv-store';
import { WechatApiError, WechatNetworkError } from './wechat-api';

/** Cached values are dropped this long before WeChat says they expire (clock skew, slow calls). */
const EARLY_EXPIRY_S = 300;

export function cacheTtlMs(expiresIn: number): number {
  const seconds = expiresIn > 2 * EARLY_EXPIRY_S ? expiresIn - EARLY_EXPIRY_S : Math.max(1, Math.floor(expiresIn / 2));
  return seconds * 1000;
}

/**
 * Access tokens (and tickets) of one WeChat app, cached in the KV store (shared by every API
 * instance when Redis is on); a refused token is replaced once. Used by the official-account
 * and the mini-program clients, each with its own key prefix.
 */
export class WechatTokenCache {
  /** one upstream fetch per key and process at a time, so a burst of requests makes one call */
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    private readonly kv: KvStore,
    private readonly logger: Logger,
    /** e.g. `wechat:oa:<appid>`: two deployments (or test runs) sharing one Redis never mix tokens */
    private readonly prefix: string,
    private readonly fetchToken: () => Promise<{ accessToken: string; expiresIn: number }>,
  ) {}

  key(what: string): string {
    return `${this.prefix}:${what}`;
  }

  /** Runs a call with the cached token; if WeChat refuses the token, once more with a fresh one. */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
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

  accessToken(): Promise<string> {
    return this.cached(this.key('access_token'), async () => {
      const t = await this.fetchToken();
      return { value: t.accessToken, expiresIn: t.expiresIn };
    });
  }

  async cached(key: string, fetch: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
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

  /** WeChat's failures become a Chinese 5030 (logged with WeChat's code); anything else is returned as is. */
  unavailable(err: unknown, what: string, msg: string): unknown {
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
