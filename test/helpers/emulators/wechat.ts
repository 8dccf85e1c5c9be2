import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { EncryptedPostOptions, OaCryptMode, WechatOaCryptoPlatform } from './wechat-oa-crypto';

/** Someone with WeChat: one openid per official account / mini-program, one unionid across them. */
export interface WechatPerson {
  oaOpenid: string;
  mpOpenid: string;
  unionid?: string;
  /** only accounts from before WeChat stopped sharing profiles still get these from user/info */
  nickname?: string;
  headimgurl?: string;
  subscribed: boolean;
}

export interface PushedEvent {
  event: 'subscribe' | 'unsubscribe' | 'SCAN' | string;
  openid: string;
  eventKey?: string;
  ticket?: string;
}

export interface PushOptions {
  /** seconds; default now */
  timestamp?: number;
  nonce?: string;
  /** sign with another token (a forger) */
  token?: string;
  /** send this body instead of the event's XML (the plaintext inside, when encrypted) */
  body?: string;
  /** push as in safe or compatible mode (encrypted with oaCrypto), with its test knobs */
  encrypt?: OaCryptMode;
  crypt?: Omit<EncryptedPostOptions, 'timestamp' | 'nonce' | 'token'>;
}

type Json = Record<string, unknown>;

/** One mini-program code the emulator drew (what the app should store and serve, byte for byte). */
export interface IssuedWxaCode {
  scene: string;
  page: string;
  envVersion: string;
  checkPath: boolean;
  width: number;
  png: Buffer;
}

// WeChat's rule for an unlimited code's scene: 1-32 of these characters
const WXA_SCENE_RE = /^[0-9A-Za-z!#$&'()*+,/:;=?@._~-]{1,32}$/;

const rand = (n: number) => randomBytes(n).toString('base64url');
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

/**
 * A local emulator of the WeChat server APIs this app calls (api.weixin.qq.com): access tokens
 * that expire or get invalidated, temporary string-scene QR codes, follower profiles, jsapi
 * tickets, mini-program code2session, the mini-program's stable token and unlimited mini-program
 * codes (PNG bytes, or errcode JSON), with WeChat's JSON shapes and errcodes (HTTP 200 even on
 * errors, as WeChat does). It also plays WeChat's side of the official account's server URL:
 * pushing signed XML events. Its signing code is its own, not the app's.
 */
export class WechatEmulator {
  /** calls per API path, e.g. calls['/cgi-bin/token'] */
  readonly calls: Record<string, number> = {};
  /** lifetime of new access tokens, seconds */
  tokenTtlSeconds = 7200;
  readonly oaAppId = `wxoa${randomBytes(6).toString('hex')}`;
  readonly oaSecret = randomBytes(16).toString('hex');
  readonly oaToken = `tok${randomBytes(8).toString('hex')}`;
  /** the account's message encryption (EncodingAESKey), for safe and compatible mode */
  readonly oaCrypto = new WechatOaCryptoPlatform(this.oaToken, this.oaAppId);
  readonly mpAppId = `wxmp${randomBytes(6).toString('hex')}`;
  readonly mpSecret = randomBytes(16).toString('hex');
  url = '';

  private server?: Server;
  private readonly tokens = new Map<string, { app: 'oa' | 'mp'; expiresAt: number; invalid: boolean }>();
  private readonly qrcodes = new Map<string, { ticket: string; scene: string; expiresAt: number }>();
  private readonly people = new Map<string, WechatPerson>();
  private readonly mpCodes = new Map<string, { person: WechatPerson; expiresAt: number; used: boolean }>();
  private readonly jsapiTickets = new Set<string>();
  /** every session_key handed out by code2session (a test checks none is stored) */
  readonly issuedSessionKeys: string[] = [];
  /** the mini-program's published pages: getwxacodeunlimit with check_path refuses others (41030) */
  readonly mpPages = new Set(['pages/home/landing/index']);
  /** mini-program codes WeChat still hands out today; at 0 it answers 45009 */
  wxaCodeQuota = 1000;
  readonly issuedWxaCodes: IssuedWxaCode[] = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise((r) => this.server?.close(r));
  }

  /** The app's environment for talking to this emulator. */
  env(): Record<string, string> {
    return {
      WECHAT_ADAPTER: 'real',
      WECHAT_API_BASE: this.url,
      WECHAT_OA_APPID: this.oaAppId,
      WECHAT_OA_SECRET: this.oaSecret,
      WECHAT_OA_TOKEN: this.oaToken,
      WECHAT_MP_APPID: this.mpAppId,
      WECHAT_MP_SECRET: this.mpSecret,
    };
  }

  person(opts: { unionid?: string | null; nickname?: string; headimgurl?: string; subscribed?: boolean } = {}): WechatPerson {
    const p: WechatPerson = {
      oaOpenid: `oA${rand(20)}`,
      mpOpenid: `oM${rand(20)}`,
      unionid: opts.unionid === null ? undefined : (opts.unionid ?? `oU${rand(20)}`),
      nickname: opts.nickname,
      headimgurl: opts.headimgurl,
      subscribed: opts.subscribed ?? false,
    };
    this.people.set(p.oaOpenid, p);
    return p;
  }

  /** What wx.login() gives this person in the mini-program: valid 5 minutes, once. */
  mpCode(p: WechatPerson): string {
    const code = rand(24);
    this.mpCodes.set(code, { person: p, expiresAt: Date.now() + 5 * 60_000, used: false });
    return code;
  }

  /** Every access token handed out so far stops working (errcode 40001), as after a secret reset. */
  invalidateAccessTokens(): void {
    for (const t of this.tokens.values()) t.invalid = true;
  }

  /** Every access token handed out so far expires (errcode 42001). */
  expireAccessTokens(): void {
    for (const t of this.tokens.values()) t.expiresAt = Date.now() - 1;
  }

  /** The scene a QR code's content url stands for (what the phone's camera reads). */
  sceneOf(qrUrl: string): string | undefined {
    return this.qrcodes.get(qrUrl)?.scene;
  }

  /**
   * A phone scanning a QR code, as WeChat reports it: a follower gets SCAN, anyone else follows
   * the account and gets subscribe with `qrscene_`. An expired QR code pushes nothing.
   */
  async scanQr(eventUrl: string, p: WechatPerson, qrUrl: string): Promise<{ status: number; text: string } | null> {
    const qr = this.qrcodes.get(qrUrl);
    if (!qr || qr.expiresAt <= Date.now()) return null;
    const wasFollower = p.subscribed;
    return this.pushEvent(eventUrl, {
      event: wasFollower ? 'SCAN' : 'subscribe',
      openid: p.oaOpenid,
      eventKey: wasFollower ? qr.scene : `qrscene_${qr.scene}`,
      ticket: qr.ticket,
    });
  }

  /** POSTs an event to the official account's server URL exactly like WeChat (plaintext mode, or encrypted). */
  async pushEvent(eventUrl: string, e: PushedEvent, opts: PushOptions = {}): Promise<{ status: number; text: string }> {
    const p = this.people.get(e.openid);
    if (p && e.event === 'subscribe') p.subscribed = true;
    if (p && e.event === 'unsubscribe') p.subscribed = false;
    const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = opts.nonce ?? String(Math.floor(Math.random() * 1e10));
    const plain = opts.body ?? this.eventXml(e, timestamp);
    const { query, body } = opts.encrypt
      ? this.oaCrypto.post(plain, opts.encrypt, e.openid, { ...opts.crypt, timestamp, nonce, token: opts.token })
      : { query: `${this.signedQuery(timestamp, nonce, opts.token)}&openid=${encodeURIComponent(e.openid)}`, body: plain };
    const res = await fetch(`${eventUrl}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body,
    });
    return { status: res.status, text: await res.text() };
  }

  /** signature/timestamp/nonce as WeChat puts them on the server URL. */
  signedQuery(timestamp: string, nonce: string, token = this.oaToken): string {
    const signature = sha1([token, timestamp, nonce].sort().join(''));
    return new URLSearchParams({ signature, timestamp, nonce }).toString();
  }

  eventXml(e: PushedEvent, createTime = String(Math.floor(Date.now() / 1000))): string {
    const cdata = (v: string) => `<![CDATA[${v}]]>`;
    return (
      `<xml><ToUserName>${cdata('gh_emulator0001')}</ToUserName><FromUserName>${cdata(e.openid)}</FromUserName>` +
      `<CreateTime>${createTime}</CreateTime><MsgType>${cdata('event')}</MsgType><Event>${cdata(e.event)}</Event>` +
      (e.eventKey !== undefined ? `<EventKey>${cdata(e.eventKey)}</EventKey>` : '') +
      (e.ticket ? `<Ticket>${cdata(e.ticket)}</Ticket>` : '') +
      `</xml>`
    );
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', this.url);
    const q = Object.fromEntries(u.searchParams);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    this.calls[u.pathname] = (this.calls[u.pathname] ?? 0) + 1;
    if (u.pathname === '/wxa/getwxacodeunlimit') {
      const answer = req.method !== 'POST' ? err(43002, 'require POST method') : this.withToken(q, () => ({}), 'mp');
      const out = answer.errcode ? answer : await this.wxaCode(raw);
      if (Buffer.isBuffer(out)) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(out.length) });
        res.end(out);
      } else {
        res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
        res.end(JSON.stringify(out));
      }
      return;
    }
    const handlers: Record<string, () => Json> = {
      '/cgi-bin/token': () => this.token(q),
      '/cgi-bin/stable_token': () => (req.method !== 'POST' ? err(43002, 'require POST method') : this.stableToken(raw)),
      '/cgi-bin/qrcode/create': () => (req.method !== 'POST' ? err(43002, 'require POST method') : this.withToken(q, () => this.createQr(raw))),
      '/cgi-bin/user/info': () => this.withToken(q, () => this.userInfo(q)),
      '/cgi-bin/ticket/getticket': () => this.withToken(q, () => this.getTicket(q)),
      '/sns/jscode2session': () => this.code2session(q),
    };
    const handler = handlers[u.pathname];
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
    res.end(JSON.stringify(handler()));
  }

  private token(q: Record<string, string>): Json {
    if (q.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
    if (q.appid !== this.oaAppId) return err(40013, 'invalid appid');
    if (q.secret !== this.oaSecret) return err(40125, 'invalid appsecret');
    return this.issueToken('oa');
  }

  /** POST /cgi-bin/stable_token with JSON, here for the mini-program's appid/secret. */
  private stableToken(raw: string): Json {
    const body = parseJson(raw);
    if (!body) return err(47001, 'data format error');
    if (body.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
    if (body.appid !== this.mpAppId) return err(40013, 'invalid appid');
    if (body.secret !== this.mpSecret) return err(40125, 'invalid appsecret');
    return this.issueToken('mp');
  }

  private issueToken(app: 'oa' | 'mp'): Json {
    const token = rand(96);
    this.tokens.set(token, { app, expiresAt: Date.now() + this.tokenTtlSeconds * 1000, invalid: false });
    return { access_token: token, expires_in: this.tokenTtlSeconds };
  }

  /** A token of the other app (official account vs mini-program) is as invalid as a made-up one. */
  private withToken(q: Record<string, string>, then: () => Json, app: 'oa' | 'mp' = 'oa'): Json {
    if (!q.access_token) return err(41001, 'access_token missing');
    const t = this.tokens.get(q.access_token);
    if (!t || t.invalid || t.app !== app) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (t.expiresAt <= Date.now()) return err(42001, 'access_token expired');
    return then();
  }

  private createQr(raw: string): Json {
    const body = parseJson(raw);
    if (!body) return err(47001, 'data format error');
    const scene = ((body.action_info as Json | undefined)?.scene as Json | undefined)?.scene_str;
    if (body.action_name !== 'QR_STR_SCENE' || typeof scene !== 'string' || scene.length < 1 || scene.length > 64) {
      return err(40097, 'invalid args');
    }
    const expire = Math.min(Number(body.expire_seconds ?? 60) || 60, 2592000);
    const ticket = `gQ${rand(72)}`;
    const url = `http://weixin.qq.com/q/${rand(18)}`;
    this.qrcodes.set(url, { ticket, scene, expiresAt: Date.now() + expire * 1000 });
    return { ticket, expire_seconds: expire, url };
  }

  /** getwxacodeunlimit after the token check: a fresh PNG (a colour of its own) or WeChat's errcode. */
  private async wxaCode(raw: string): Promise<Json | Buffer> {
    const body = parseJson(raw);
    if (!body) return err(47001, 'data format error');
    const { scene, page, check_path: checkPath = true, env_version: envVersion = 'release' } = body;
    if (typeof scene !== 'string' || !WXA_SCENE_RE.test(scene)) return err(40169, 'invalid length for scene, or the data is not json');
    if (typeof page !== 'string' || page.startsWith('/') || page.includes('?')) return err(41030, 'invalid page');
    if (checkPath !== false && !this.mpPages.has(page)) return err(41030, 'invalid page');
    if (envVersion !== 'release' && envVersion !== 'trial' && envVersion !== 'develop') return err(40097, 'invalid args');
    if (this.wxaCodeQuota <= 0) return err(45009, 'reach max api daily quota limit');
    this.wxaCodeQuota--;
    const width = Math.min(1280, Math.max(280, Number(body.width ?? 430) || 430));
    const [r, g, b] = randomBytes(3);
    const png = await sharp({ create: { width, height: width, channels: 3, background: { r, g, b } } }).png().toBuffer();
    this.issuedWxaCodes.push({ scene, page, envVersion, checkPath: checkPath !== false, width, png });
    return png;
  }

  private userInfo(q: Record<string, string>): Json {
    const p = q.openid ? this.people.get(q.openid) : undefined;
    if (!p) return err(40003, 'invalid openid');
    if (!p.subscribed) return { subscribe: 0, openid: p.oaOpenid, ...(p.unionid ? { unionid: p.unionid } : {}) };
    return {
      subscribe: 1,
      openid: p.oaOpenid,
      ...(p.nickname !== undefined ? { nickname: p.nickname, headimgurl: p.headimgurl ?? '' } : {}),
      language: 'zh_CN',
      subscribe_time: Math.floor(Date.now() / 1000),
      ...(p.unionid ? { unionid: p.unionid } : {}),
      remark: '',
      groupid: 0,
      tagid_list: [],
      subscribe_scene: 'ADD_SCENE_QR_CODE',
      qr_scene: 0,
      qr_scene_str: '',
    };
  }

  private getTicket(q: Record<string, string>): Json {
    if (q.type !== 'jsapi') return err(40097, 'invalid args');
    const ticket = rand(64);
    this.jsapiTickets.add(ticket);
    return { errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 };
  }

  /** Tickets handed out so far (a test computes the expected signature from them). */
  get issuedJsapiTickets(): string[] {
    return [...this.jsapiTickets];
  }

  private code2session(q: Record<string, string>): Json {
    if (q.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type');
    if (q.appid !== this.mpAppId) return err(40013, 'invalid appid');
    if (q.secret !== this.mpSecret) return err(40125, 'invalid appsecret');
    const c = q.js_code ? this.mpCodes.get(q.js_code) : undefined;
    if (!c || c.expiresAt <= Date.now()) return err(40029, 'invalid code');
    if (c.used) return err(40163, 'code been used');
    c.used = true;
    const sessionKey = randomBytes(16).toString('base64');
    this.issuedSessionKeys.push(sessionKey);
    return { openid: c.person.mpOpenid, session_key: sessionKey, ...(c.person.unionid ? { unionid: c.person.unionid } : {}) };
  }
}

function parseJson(raw: string): Json | null {
  try {
    const v = JSON.parse(raw) as unknown;
    return typeof v === 'object' && v !== null ? (v as Json) : null;
  } catch {
    return null;
  }
}

function err(errcode: number, errmsg: string): Json {
  return { errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` };
}

export { sha1 as emulatorSha1 };
