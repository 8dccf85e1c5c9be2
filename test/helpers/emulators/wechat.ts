import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  /** send this body instead of the event's XML */
  body?: string;
}

type Json = Record<string, unknown>;

const rand = (n: number) => randomBytes(n).toString('base64url');
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

/**
 * A local emulator of the WeChat server APIs this app calls (api.weixin.qq.com): access tokens
 * that expire or get invalidated, temporary string-scene QR codes, follower profiles, jsapi
 * tickets and mini-program code2session, with WeChat's JSON shapes and errcodes (HTTP 200 even on
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
  readonly mpAppId = `wxmp${randomBytes(6).toString('hex')}`;
  readonly mpSecret = randomBytes(16).toString('hex');
  url = '';

  private server?: Server;
  private readonly tokens = new Map<string, { expiresAt: number; invalid: boolean }>();
  private readonly qrcodes = new Map<string, { ticket: string; scene: string; expiresAt: number }>();
  private readonly people = new Map<string, WechatPerson>();
  private readonly mpCodes = new Map<string, { person: WechatPerson; expiresAt: number; used: boolean }>();
  private readonly jsapiTickets = new Set<string>();
  /** every session_key handed out by code2session (a test checks none is stored) */
  readonly issuedSessionKeys: string[] = [];

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

  /** POSTs an event to the official account's server URL exactly like WeChat (plaintext mode). */
  async pushEvent(eventUrl: string, e: PushedEvent, opts: PushOptions = {}): Promise<{ status: number; text: string }> {
    const p = this.people.get(e.openid);
    if (p && e.event === 'subscribe') p.subscribed = true;
    if (p && e.event === 'unsubscribe') p.subscribed = false;
    const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = opts.nonce ?? String(Math.floor(Math.random() * 1e10));
    const body = opts.body ?? this.eventXml(e, timestamp);
    const res = await fetch(`${eventUrl}?${this.signedQuery(timestamp, nonce, opts.token)}&openid=${encodeURIComponent(e.openid)}`, {
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
    const handlers: Record<string, () => Json> = {
      '/cgi-bin/token': () => this.token(q),
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
    const token = rand(96);
    this.tokens.set(token, { expiresAt: Date.now() + this.tokenTtlSeconds * 1000, invalid: false });
    return { access_token: token, expires_in: this.tokenTtlSeconds };
  }

  private withToken(q: Record<string, string>, then: () => Json): Json {
    if (!q.access_token) return err(41001, 'access_token missing');
    const t = this.tokens.get(q.access_token);
    if (!t || t.invalid) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (t.expiresAt <= Date.now()) return err(42001, 'access_token expired');
    return then();
  }

  private createQr(raw: string): Json {
    let body: Json;
    try {
      body = JSON.parse(raw) as Json;
    } catch {
      return err(47001, 'data format error');
    }
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

function err(errcode: number, errmsg: string): Json {
  return { errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` };
}

export { sha1 as emulatorSha1 };
