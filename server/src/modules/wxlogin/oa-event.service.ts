import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { QR_SCENE_RE, WECHAT_MESSAGES } from '../../../../types/auth';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { oaSignatureMatches } from '../../providers/wechat/wechat-signature';
import { CryptRejected, WechatMsgCrypt } from '../../providers/wechat/wechat-msg-crypt';
import { cdata, parseWechatXml, XmlRejected } from '../../providers/wechat/wechat-xml';
import { UserRepository } from '../user/user.repository';
import { QrLoginService } from './qr-login.service';
import { WechatUserService } from './wechat-user.service';

/** Signed requests older (or newer) than this are refused: a captured request cannot be replayed later. */
export const OA_MAX_SKEW_S = 300;
const SCENE_PREFIX = 'qrscene_';
const OPENID_RE = /^[\w-]{1,64}$/;

/**
 * The query WeChat signs: GET adds echostr, POST adds openid; encrypted POSTs (safe and
 * compatible mode) add encrypt_type=aes and msg_signature, which also covers the body.
 */
export interface OaEventQuery {
  signature?: unknown;
  timestamp?: unknown;
  nonce?: unknown;
  echostr?: unknown;
  openid?: unknown;
  encrypt_type?: unknown;
  msg_signature?: unknown;
}

/** What the controller sends back to WeChat: text (or a passive reply in XML) with a status. */
export interface OaReply {
  status: 200 | 400 | 403;
  text: string;
  xml?: boolean;
}

export const OA_EVENT_MESSAGES = {
  forbidden: '签名校验失败',
  bad: '消息格式不正确',
  plainRefused: '安全模式下只接受加密消息',
  undecryptable: '消息无法解密',
  otherAccount: '消息不属于本公众号',
  /** the passive reply to a phone whose scan signed a browser in */
  scanned: '扫码成功，请回到网页继续登录',
} as const;

const OK: OaReply = { status: 200, text: 'success' };
const FORBIDDEN: OaReply = { status: 403, text: OA_EVENT_MESSAGES.forbidden };
const BAD: OaReply = { status: 400, text: OA_EVENT_MESSAGES.bad };

function str(v: unknown, re: RegExp): string | null {
  return typeof v === 'string' && re.test(v) ? v : null;
}

/**
 * The official account's server endpoint: URL verification and event pushes. Public, but it
 * only acts on requests signed with WECHAT_OA_TOKEN and fresh timestamps. In plaintext mode the
 * signature does not cover the body, so a nonce is accepted with one body only. In safe mode
 * (WECHAT_OA_ENCRYPT_MODE=safe) only encrypted messages are taken: msg_signature checked, the
 * Encrypt field decrypted and its appid checked, and a passive reply encrypted the same way;
 * compatible mode takes both and answers in the request's kind.
 */
@Injectable()
export class OaEventService {
  private readonly logger = new Logger('OaEvent');
  private readonly crypt: WechatMsgCrypt | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly qr: QrLoginService,
    private readonly wechatUsers: WechatUserService,
    private readonly users: UserRepository,
  ) {
    const oa = config.wechat.oa;
    this.crypt = oa.aesKey && oa.encryptMode !== 'plain' ? new WechatMsgCrypt(oa.token, oa.aesKey, oa.appId) : null;
  }

  /** GET: WeChat checks that the URL is ours by asking us to echo `echostr`. */
  verify(q: OaEventQuery): OaReply {
    if (!this.signed(q)) return FORBIDDEN;
    const echostr = str(q.echostr, /^[\w.-]{1,128}$/);
    return echostr ? { status: 200, text: echostr } : BAD;
  }

  /** POST: one pushed message (XML), encrypted or not as the mode says. */
  async receive(q: OaEventQuery, body: unknown): Promise<OaReply> {
    if (!this.signed(q)) return FORBIDDEN;
    if (typeof body !== 'string') return BAD;
    const encrypted = this.crypt !== null && q.encrypt_type === 'aes';
    if (this.config.wechat.oa.encryptMode === 'safe' && !encrypted) return { status: 403, text: OA_EVENT_MESSAGES.plainRefused };
    const opened = readXml(body);
    if (!opened) return BAD;
    const result = encrypted ? this.open(q, opened) : { msg: opened };
    if (!('msg' in result)) return result.refused;
    const msg = result.msg;
    const nonceKey = `wechat:oa:nonce:${q.timestamp as string}:${q.nonce as string}`;
    const digest = createHash('sha256').update(body).digest('hex');
    const seen = await this.kv.get(nonceKey);
    if (seen) return seen === digest ? OK : FORBIDDEN;
    await this.kv.set(nonceKey, digest, 2 * OA_MAX_SKEW_S * 1000);
    let content: string | null;
    try {
      content = await this.dispatch(msg);
    } catch (err) {
      // Let WeChat's retry through: the message was not handled.
      await this.kv.del(nonceKey);
      throw err;
    }
    if (!content) return OK;
    const reply = textReplyXml(msg, content);
    const text = encrypted ? this.crypt!.encryptedReply(reply, String(Math.floor(Date.now() / 1000)), randomBytes(8).toString('hex')) : reply;
    return { status: 200, text, xml: true };
  }

  /**
   * Development stand-in for a phone scanning the QR code (embedded adapter only): plays the
   * SCAN event for the given uid (the user gets a development openid) or for a new person.
   */
  async simulateScan(scene: string, uid?: string): Promise<string> {
    if (this.config.env === 'production' || this.config.wechat.adapter !== 'embedded') {
      throw AppException.forbidden(WECHAT_MESSAGES.devScanOnly);
    }
    if (!(await this.qr.isWaiting(scene))) throw AppException.invalid([{ field: 'scene', message: WECHAT_MESSAGES.sceneExpired }]);
    let openid = `dev_oa_${randomBytes(8).toString('hex')}`;
    if (uid) {
      const user = await this.users.findByUid(uid);
      if (!user) throw AppException.notFound('用户不存在');
      openid = user.oaOpenid ?? `dev_oa_${uid}`;
      if (!user.oaOpenid) await this.users.update(uid, { oaOpenid: openid });
    }
    await this.dispatch({ MsgType: 'event', Event: 'SCAN', FromUserName: openid, EventKey: scene });
    return '已模拟扫码，请回到登录页面';
  }

  private signed(q: OaEventQuery): boolean {
    const signature = str(q.signature, /^[0-9a-fA-F]{40}$/);
    const timestamp = str(q.timestamp, /^\d{1,12}$/);
    const nonce = str(q.nonce, /^[\w-]{1,64}$/);
    if (!signature || !timestamp || !nonce) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > OA_MAX_SKEW_S) return false;
    return oaSignatureMatches(this.config.wechat.oa.token, timestamp, nonce, signature);
  }

  /** An encrypted message's fields, after its msg_signature, padding and appid are checked. */
  private open(q: OaEventQuery, outer: Record<string, string>): { msg: Record<string, string> } | { refused: OaReply } {
    const signature = str(q.msg_signature, /^[0-9a-fA-F]{40}$/);
    const encrypt = outer.Encrypt;
    if (!signature || !encrypt) return { refused: FORBIDDEN };
    if (!this.crypt!.signatureMatches(q.timestamp as string, q.nonce as string, encrypt, signature)) return { refused: FORBIDDEN };
    let inner: { xml: string; appId: string };
    try {
      inner = this.crypt!.decrypt(encrypt);
    } catch (err) {
      if (err instanceof CryptRejected) return { refused: { status: 400, text: OA_EVENT_MESSAGES.undecryptable } };
      throw err;
    }
    if (inner.appId !== this.config.wechat.oa.appId) return { refused: { status: 403, text: OA_EVENT_MESSAGES.otherAccount } };
    const msg = readXml(inner.xml);
    return msg ? { msg } : { refused: BAD };
  }

  /**
   * subscribe (from a QR: EventKey qrscene_<scene>), SCAN (EventKey <scene>), unsubscribe.
   * Returns the text of a passive reply to the person, if any.
   */
  private async dispatch(msg: Record<string, string>): Promise<string | null> {
    const openid = msg.FromUserName;
    if (msg.MsgType !== 'event' || !openid || !OPENID_RE.test(openid)) return null;
    const event = (msg.Event ?? '').toLowerCase();
    const key = msg.EventKey ?? '';
    if (event === 'unsubscribe') {
      await this.wechatUsers.setFollowing(openid, false);
      return null;
    }
    if (event !== 'subscribe' && event !== 'scan') return null;
    const scene = event === 'scan' ? key : key.startsWith(SCENE_PREFIX) ? key.slice(SCENE_PREFIX.length) : '';
    if (QR_SCENE_RE.test(scene) && (await this.qr.isWaiting(scene))) {
      const user = await this.wechatUsers.signInFollower(openid);
      const bound = await this.qr.bindScene(scene, user.uid);
      this.logger.log({ msg: bound ? 'QR sign-in scanned' : 'QR scene already taken', uid: user.uid, event });
      return bound ? OA_EVENT_MESSAGES.scanned : null;
    }
    // A follow without a (live) sign-in QR: only keeps bindFwh current.
    await this.wechatUsers.setFollowing(openid, true);
    return null;
  }
}

function readXml(xml: string): Record<string, string> | null {
  try {
    return parseWechatXml(xml);
  } catch (err) {
    if (err instanceof XmlRejected) return null;
    throw err;
  }
}

/** A passive text reply: to the sender, from the account the message was sent to. */
function textReplyXml(msg: Record<string, string>, content: string): string {
  return (
    `<xml><ToUserName>${cdata(msg.FromUserName)}</ToUserName><FromUserName>${cdata(msg.ToUserName ?? '')}</FromUserName>` +
    `<CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType>${cdata('text')}</MsgType><Content>${cdata(content)}</Content></xml>`
  );
}
