import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { JSSDK_URL_MAX, JsSdkSignature, WECHAT_MESSAGES } from '../../../../types/auth';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { WechatOaClient } from '../../providers/wechat/wechat-oa.client';
import { jssdkSignature } from '../../providers/wechat/wechat-signature';

const urlError = (message: string) => AppException.invalid([{ field: 'url', message }]);

/** wx.config arguments for a page of ours (JS-SDK signature with the cached jsapi_ticket). */
@Injectable()
export class JssdkService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly oa: WechatOaClient,
  ) {}

  async sign(rawUrl: string): Promise<JsSdkSignature> {
    const url = this.pageUrl(rawUrl);
    const ticket = await this.oa.jsapiTicket();
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(Date.now() / 1000);
    return { appId: this.config.wechat.oa.appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) };
  }

  /**
   * The url exactly as the page has it (location.href) minus the #fragment: WeChat signs the
   * string, so it is checked but never re-encoded.
   */
  private pageUrl(raw: string): string {
    const url = raw.split('#')[0];
    if (!url || url.length > JSSDK_URL_MAX || /[\s\u0000-\u001f\u007f]/.test(url)) throw urlError(WECHAT_MESSAGES.jssdkUrlInvalid);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw urlError(WECHAT_MESSAGES.jssdkUrlInvalid);
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) {
      throw urlError(WECHAT_MESSAGES.jssdkUrlInvalid);
    }
    const domains = this.config.wechat.jssdkDomains;
    // Exact hosts, as in the official account's JS-safe-domain list (subdomains are not included there either).
    if (domains.length && !domains.some((d) => (d.includes(':') ? parsed.host === d : parsed.hostname === d))) {
      throw urlError(WECHAT_MESSAGES.jssdkDomainDenied);
    }
    return url;
  }
}
