import { Inject, Injectable, Logger } from '@nestjs/common';
import { WECHAT_MESSAGES } from '../../../../types/auth';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OaQrCode, OaUserInfo, WECHAT_OA_API, WechatOaApi } from './wechat-api';
import { WechatTokenCache } from './wechat-token-cache';

/**
 * The official account as the services use it: the access token and the jsapi_ticket are cached
 * in the KV store (shared by every API instance when Redis is on), a refused token is replaced
 * once, and WeChat's failures become a Chinese 5030 instead of a 500.
 */
@Injectable()
export class WechatOaClient {
  private readonly tokens: WechatTokenCache;

  constructor(
    @Inject(WECHAT_OA_API) private readonly api: WechatOaApi,
    @Inject(KV_STORE) kv: KvStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokens = new WechatTokenCache(kv, new Logger('WechatOa'), `wechat:oa:${config.wechat.oa.appId}`, () => this.api.accessToken());
  }

  async createQr(scene: string, expireSeconds: number): Promise<OaQrCode> {
    try {
      return await this.tokens.withToken((token) => this.api.createQr(token, scene, expireSeconds));
    } catch (err) {
      throw this.tokens.unavailable(err, 'qrcode/create', WECHAT_MESSAGES.qrcodeFailed);
    }
  }

  async userInfo(openid: string): Promise<OaUserInfo> {
    try {
      return await this.tokens.withToken((token) => this.api.userInfo(token, openid));
    } catch (err) {
      throw this.tokens.unavailable(err, 'user/info', WECHAT_MESSAGES.wechatUnavailable);
    }
  }

  async jsapiTicket(): Promise<string> {
    try {
      return await this.tokens.cached(this.tokens.key('jsapi_ticket'), async () => {
        const t = await this.tokens.withToken((token) => this.api.jsapiTicket(token));
        return { value: t.ticket, expiresIn: t.expiresIn };
      });
    } catch (err) {
      throw this.tokens.unavailable(err, 'getticket', WECHAT_MESSAGES.wechatUnavailable);
    }
  }
}
