import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { QR_SCENE_RE, WECHAT_MESSAGES } from '../../../../types/auth';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { oaSignatureMatches } from '../../providers/wechat/wechat-signature';
import { parseWechatXml, XmlRejected } from '../../providers/wechat/wechat-xml';
import { UserRepository } from '../user/user.repository';
import { QrLoginService } from './qr-login.service';
import { WechatUserService } from './wechat-user.service';

/** Signed requests older (or newer) than this are refused: a captured request cannot be replayed later. */
export const OA_MAX_SKEW_S = 300;
const SCENE_PREFIX = 'qrscene_';
const OPENID_RE = /^[\w-]{1,64}$/;

/** The query WeChat signs (plaintext mode): GET adds echostr, POST adds openid. */
export interface OaEventQuery {
  signature?: unknown;
  timestamp?: unknown;
  nonce?: unknown;
  echostr?: unknown;
  openid?: unknown;
}

/** What the controller sends back to WeChat: plain text with a status. */
export interface OaReply {
  status: 200 | 400 | 403;
  text: string;
}

const OK: OaReply = { status: 200, text: 'success' };
const FORBIDDEN: OaReply = { status: 403, text: 'forbidden' };
const BAD: OaReply = { status: 400, text: 'bad request' };

function str(v: unknown, re: RegExp): string | null {
  return typeof v === 'string' && re.test(v) ? v : null;
}

/**
 * The official account's server endpoint: URL verification and event pushes. Public, but it
 * only acts on requests signed with WECHAT_OA_TOKEN and fresh timestamps. In plaintext mode the
 * signature does not cover the body, so a nonce is accepted with one body only.
 */
@Injectable()
export class OaEventService {
  private readonly logger = new Logger('OaEvent');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly qr: QrLoginService,
    private readonly wechatUsers: WechatUserService,
    private readonly users: UserRepository,
  ) {}

  /** GET: WeChat checks that the URL is ours by asking us to echo `echostr`. */
  verify(q: OaEventQuery): OaReply {
    if (!this.signed(q)) return FORBIDDEN;
    const echostr = str(q.echostr, /^[\w.-]{1,128}$/);
    return echostr ? { status: 200, text: echostr } : BAD;
  }

  /** POST: one pushed message (XML). */
  async receive(q: OaEventQuery, body: unknown): Promise<OaReply> {
    if (!this.signed(q)) return FORBIDDEN;
    if (typeof body !== 'string') return BAD;
    let msg: Record<string, string>;
    try {
      msg = parseWechatXml(body);
    } catch (err) {
      if (err instanceof XmlRejected) return BAD;
      throw err;
    }
    const nonceKey = `wechat:oa:nonce:${q.timestamp as string}:${q.nonce as string}`;
    const digest = createHash('sha256').update(body).digest('hex');
    const seen = await this.kv.get(nonceKey);
    if (seen) return seen === digest ? OK : FORBIDDEN;
    await this.kv.set(nonceKey, digest, 2 * OA_MAX_SKEW_S * 1000);
    try {
      await this.dispatch(msg);
    } catch (err) {
      // Let WeChat's retry through: the message was not handled.
      await this.kv.del(nonceKey);
      throw err;
    }
    return OK;
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

  /** subscribe (from a QR: EventKey qrscene_<scene>), SCAN (EventKey <scene>), unsubscribe. */
  private async dispatch(msg: Record<string, string>): Promise<void> {
    const openid = msg.FromUserName;
    if (msg.MsgType !== 'event' || !openid || !OPENID_RE.test(openid)) return;
    const event = (msg.Event ?? '').toLowerCase();
    const key = msg.EventKey ?? '';
    if (event === 'unsubscribe') return this.wechatUsers.setFollowing(openid, false);
    if (event !== 'subscribe' && event !== 'scan') return;
    const scene = event === 'scan' ? key : key.startsWith(SCENE_PREFIX) ? key.slice(SCENE_PREFIX.length) : '';
    if (QR_SCENE_RE.test(scene) && (await this.qr.isWaiting(scene))) {
      const user = await this.wechatUsers.signInFollower(openid);
      const bound = await this.qr.bindScene(scene, user.uid);
      this.logger.log({ msg: bound ? 'QR sign-in scanned' : 'QR scene already taken', uid: user.uid, event });
      return;
    }
    // A follow without a (live) sign-in QR: only keeps bindFwh current.
    await this.wechatUsers.setFollowing(openid, true);
  }
}
