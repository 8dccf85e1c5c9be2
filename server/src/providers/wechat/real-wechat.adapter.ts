import type { WechatConfig } from '../../config/wechat-config';
import {
  JsapiTicket,
  MpSession,
  OaAccessToken,
  OaQrCode,
  OaUserInfo,
  WechatApiError,
  WechatMpApi,
  WechatNetworkError,
  WechatOaApi,
  WxaCodeRequest,
} from './wechat-api';

const TIMEOUT_MS = 8000;

type WxJson = Record<string, unknown> & { errcode?: number; errmsg?: string };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The URL carries secrets (appid/secret, access_token): it never goes into an error. */
async function wxFetch(base: string, api: string, query: Record<string, string>, body?: unknown): Promise<{ status: number; bytes: Buffer }> {
  const url = `${base}${api}?${new URLSearchParams(query).toString()}`;
  try {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  } catch (err) {
    throw new WechatNetworkError(`${api}: ${(err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message}`);
  }
}

/** WeChat answers HTTP 200 with `{errcode, errmsg}` on failure, so the errcode decides. */
function wxJson(api: string, status: number, bytes: Buffer): WxJson {
  let json: WxJson;
  try {
    json = JSON.parse(bytes.toString('utf8')) as WxJson;
  } catch {
    throw new WechatNetworkError(`${api}: HTTP ${status}, not JSON`);
  }
  if (typeof json !== 'object' || json === null) throw new WechatNetworkError(`${api}: unexpected answer`);
  if (typeof json.errcode === 'number' && json.errcode !== 0) throw new WechatApiError(api, json.errcode, String(json.errmsg ?? ''));
  return json;
}

/** One JSON call to api.weixin.qq.com. */
async function wxCall(base: string, api: string, query: Record<string, string>, body?: unknown): Promise<WxJson> {
  const { status, bytes } = await wxFetch(base, api, query, body);
  return wxJson(api, status, bytes);
}

function str(json: WxJson, key: string, api: string): string {
  const v = json[key];
  if (typeof v !== 'string' || !v) throw new WechatNetworkError(`${api}: answer lacks ${key}`);
  return v;
}

function num(json: WxJson, key: string, api: string): number {
  const v = json[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new WechatNetworkError(`${api}: answer lacks ${key}`);
  return v;
}

function optStr(json: WxJson, key: string): string | undefined {
  const v = json[key];
  return typeof v === 'string' && v ? v : undefined;
}

/** The official account over HTTP (WECHAT_API_BASE, default https://api.weixin.qq.com). */
export class RealWechatOaApi implements WechatOaApi {
  constructor(private readonly config: WechatConfig) {}

  async accessToken(): Promise<OaAccessToken> {
    const api = '/cgi-bin/token';
    const { appId, secret } = this.config.oa;
    const json = await wxCall(this.config.apiBase, api, { grant_type: 'client_credential', appid: appId, secret });
    return { accessToken: str(json, 'access_token', api), expiresIn: num(json, 'expires_in', api) };
  }

  async createQr(accessToken: string, scene: string, expireSeconds: number): Promise<OaQrCode> {
    const api = '/cgi-bin/qrcode/create';
    const json = await wxCall(
      this.config.apiBase,
      api,
      { access_token: accessToken },
      { expire_seconds: expireSeconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } },
    );
    return { ticket: str(json, 'ticket', api), expireSeconds: num(json, 'expire_seconds', api), url: str(json, 'url', api) };
  }

  async userInfo(accessToken: string, openid: string): Promise<OaUserInfo> {
    const api = '/cgi-bin/user/info';
    const json = await wxCall(this.config.apiBase, api, { access_token: accessToken, openid, lang: 'zh_CN' });
    return {
      openid: str(json, 'openid', api),
      subscribed: json.subscribe === 1,
      unionid: optStr(json, 'unionid'),
      nickname: optStr(json, 'nickname'),
      headimgurl: optStr(json, 'headimgurl'),
    };
  }

  async jsapiTicket(accessToken: string): Promise<JsapiTicket> {
    const api = '/cgi-bin/ticket/getticket';
    const json = await wxCall(this.config.apiBase, api, { access_token: accessToken, type: 'jsapi' });
    return { ticket: str(json, 'ticket', api), expiresIn: num(json, 'expires_in', api) };
  }
}

/** The mini-program over HTTP. */
export class RealWechatMpApi implements WechatMpApi {
  constructor(private readonly config: WechatConfig) {}

  async code2session(code: string): Promise<MpSession> {
    const api = '/sns/jscode2session';
    const { appId, secret } = this.config.mp;
    const json = await wxCall(this.config.apiBase, api, { appid: appId, secret, js_code: code, grant_type: 'authorization_code' });
    return { openid: str(json, 'openid', api), unionid: optStr(json, 'unionid'), sessionKey: str(json, 'session_key', api) };
  }

  /** The stable token: calling it does not invalidate a token another service of the same app holds. */
  async stableToken(): Promise<OaAccessToken> {
    const api = '/cgi-bin/stable_token';
    const { appId, secret } = this.config.mp;
    const json = await wxCall(this.config.apiBase, api, {}, { grant_type: 'client_credential', appid: appId, secret, force_refresh: false });
    return { accessToken: str(json, 'access_token', api), expiresIn: num(json, 'expires_in', api) };
  }

  /** The image on success; `{errcode, errmsg}` JSON (HTTP 200) on failure. */
  async wxaCodeUnlimited(accessToken: string, req: WxaCodeRequest): Promise<Buffer> {
    const api = '/wxa/getwxacodeunlimit';
    const body = { scene: req.scene, page: req.page, check_path: req.checkPath, env_version: req.envVersion, width: req.width };
    const { status, bytes } = await wxFetch(this.config.apiBase, api, { access_token: accessToken }, body);
    if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return bytes;
    wxJson(api, status, bytes);
    throw new WechatNetworkError(`${api}: HTTP ${status}, neither an image nor an errcode`);
  }
}
