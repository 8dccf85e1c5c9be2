/**
 * The WeChat platform as this app uses it. Adapters return WeChat's answers mapped to camelCase
 * and throw {@link WechatApiError} / {@link WechatNetworkError}; caching, token refresh and the
 * Chinese messages users see live in WechatOaClient and the services.
 */

export interface OaAccessToken {
  accessToken: string;
  expiresIn: number;
}

export interface OaQrCode {
  ticket: string;
  expireSeconds: number;
  /** the QR code's content */
  url: string;
}

export interface OaUserInfo {
  openid: string;
  subscribed: boolean;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

export interface JsapiTicket {
  ticket: string;
  expiresIn: number;
}

export interface MpSession {
  openid: string;
  unionid?: string;
  /** never stored (we don't decrypt mini-program data); returned because WeChat returns it */
  sessionKey: string;
}

/** Official account (服务号): server-side calls. */
export interface WechatOaApi {
  /** GET /cgi-bin/token?grant_type=client_credential */
  accessToken(): Promise<OaAccessToken>;
  /** POST /cgi-bin/qrcode/create, a temporary QR_STR_SCENE code */
  createQr(accessToken: string, scene: string, expireSeconds: number): Promise<OaQrCode>;
  /** GET /cgi-bin/user/info */
  userInfo(accessToken: string, openid: string): Promise<OaUserInfo>;
  /** GET /cgi-bin/ticket/getticket?type=jsapi */
  jsapiTicket(accessToken: string): Promise<JsapiTicket>;
}

/** Which build of the mini-program a code opens (WeChat's env_version). */
export type MpEnvVersion = 'release' | 'trial' | 'develop';
export const MP_ENV_VERSIONS: MpEnvVersion[] = ['release', 'trial', 'develop'];

/** An unlimited mini-program code (wxacode.getUnlimited): the page opens with `scene` in its options. */
export interface WxaCodeRequest {
  /** at most 32 visible characters (letters, digits and !#$&'()*+,/:;=?@-._~) */
  scene: string;
  /** a published page, no leading slash, no query */
  page: string;
  /** false lets a not yet published page through (trial / develop builds) */
  checkPath: boolean;
  envVersion: MpEnvVersion;
  /** pixels, 280-1280 */
  width: number;
}

/** Mini-program: sign-in and server-side calls. */
export interface WechatMpApi {
  /** GET /sns/jscode2session */
  code2session(code: string): Promise<MpSession>;
  /** POST /cgi-bin/stable_token (client_credential with the mini-program's appid/secret) */
  stableToken(): Promise<OaAccessToken>;
  /** POST /wxa/getwxacodeunlimit: the PNG bytes */
  wxaCodeUnlimited(accessToken: string, req: WxaCodeRequest): Promise<Buffer>;
}

export const WECHAT_OA_API = Symbol('WECHAT_OA_API');
export const WECHAT_MP_API = Symbol('WECHAT_MP_API');

/** WeChat answered with a non-zero errcode. */
export class WechatApiError extends Error {
  constructor(
    readonly api: string,
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`${api}: errcode ${errcode} ${errmsg}`);
  }

  /** The access token was refused: fetch a new one and try once more. */
  get tokenRejected(): boolean {
    // 40001 invalid credential, 40014 invalid access_token, 42001 access_token expired
    return this.errcode === 40001 || this.errcode === 40014 || this.errcode === 42001;
  }
}

/** WeChat could not be reached or answered something that is not its JSON. */
export class WechatNetworkError extends Error {}
