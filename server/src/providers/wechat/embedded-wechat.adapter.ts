import { createHash, randomBytes } from 'node:crypto';
import { API_BASE } from '../../../../types/api';
import { qrPng } from './qr-png';
import type { JsapiTicket, MpSession, OaAccessToken, OaQrCode, OaUserInfo, WechatMpApi, WechatOaApi, WxaCodeRequest } from './wechat-api';

/** Where the embedded QR code points: a development endpoint that plays WeChat's scan event. */
export const DEV_SCAN_PATH = `${API_BASE}/v1/wxlogin/dev-scan`;

/**
 * Development adapter: no network, no WeChat account. The QR code's content is a local URL
 * (relative; the controller makes it absolute for the caller's host) whose GET simulates the
 * scan, so `npm start` users can finish a QR sign-in on their own machine.
 */
export class EmbeddedWechatOaApi implements WechatOaApi {
  async accessToken(): Promise<OaAccessToken> {
    return { accessToken: `embedded-${randomBytes(12).toString('hex')}`, expiresIn: 7200 };
  }

  async createQr(_accessToken: string, scene: string, expireSeconds: number): Promise<OaQrCode> {
    return { ticket: `embedded-${scene}`, expireSeconds, url: `${DEV_SCAN_PATH}?scene=${encodeURIComponent(scene)}` };
  }

  async userInfo(_accessToken: string, openid: string): Promise<OaUserInfo> {
    // WeChat no longer hands out nicknames to official accounts: new users get the default one.
    return { openid, subscribed: true };
  }

  async jsapiTicket(): Promise<JsapiTicket> {
    return { ticket: 'embedded-jsapi-ticket', expiresIn: 7200 };
  }
}

/** Development mini-program: the same wx.login code always means the same person. */
export class EmbeddedWechatMpApi implements WechatMpApi {
  async code2session(code: string): Promise<MpSession> {
    const digest = createHash('sha256').update(`codetrek-embedded-mp:${code}`).digest('base64url');
    return { openid: `dev_mp_${digest.slice(0, 22)}`, sessionKey: digest.slice(22, 46) };
  }

  async stableToken(): Promise<OaAccessToken> {
    return { accessToken: `embedded-mp-${randomBytes(12).toString('hex')}`, expiresIn: 7200 };
  }

  /** A plain QR code of what the page would receive (`page?scene=…`), so promoters can try it offline. */
  async wxaCodeUnlimited(_accessToken: string, req: WxaCodeRequest): Promise<Buffer> {
    return qrPng(embeddedWxaCodeText(req.page, req.scene), req.width);
  }
}

/** The content of an embedded (development) mini-program code. */
export function embeddedWxaCodeText(page: string, scene: string): string {
  return `${page}?scene=${encodeURIComponent(scene)}`;
}
