import type { UserEntity } from '../user/entities/user.entity';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { QR_SCENE_TTL_SECONDS, QrCodeResponse, QrStatusResponse, WECHAT_MESSAGES } from '../../../../types/auth';
import type { SessionInfo } from '../../../../types/user';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { WechatOaClient } from '../../providers/wechat/wechat-oa.client';
import { TokenService } from '../auth/token.service';
import { UserRepository } from '../user/user.repository';
import { rateLimit, WX_LIMITS } from './rate-limit';

/** After the scan the page has this long to trade its code for a session. */
const CODE_TTL_MS = 2 * 60 * 1000;

type SceneState = { status: 'waiting' } | { status: 'scanned'; code: string };
interface CodeGrant {
  uid: string;
  scene: string;
}

const sceneKey = (scene: string) => `wxlogin:scene:${scene}`;
const codeKey = (code: string) => `wxlogin:code:${code}`;

const codeInvalid = () => AppException.invalid([{ field: 'code', message: WECHAT_MESSAGES.loginCodeInvalid }]);

/**
 * Desktop QR sign-in (DESIGN §5): scene → WeChat's QR → scan event binds the scene to a user and
 * a one-time code → the polling page sees the code → callback trades it for a session.
 * All state is short-lived and lives in the KV store, so any API instance can answer any step.
 */
@Injectable()
export class QrLoginService {
  constructor(
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly oa: WechatOaClient,
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
  ) {}

  /** `origin` turns a relative QR url (the embedded adapter's local page) into one a phone can open. */
  async create(ip: string, origin: string): Promise<QrCodeResponse> {
    await rateLimit(this.kv, `wxlogin:qrcode:${ip}`, WX_LIMITS.qrcode.max, WX_LIMITS.qrcode.windowMs);
    const scene = randomBytes(16).toString('hex');
    await this.kv.set(sceneKey(scene), JSON.stringify({ status: 'waiting' } satisfies SceneState), QR_SCENE_TTL_SECONDS * 1000);
    try {
      const qr = await this.oa.createQr(scene, QR_SCENE_TTL_SECONDS);
      return {
        scene,
        qrcode_url: qr.url.startsWith('/') ? `${origin}${qr.url}` : qr.url,
        ticket: qr.ticket,
        expire_seconds: Math.min(qr.expireSeconds, QR_SCENE_TTL_SECONDS),
      };
    } catch (err) {
      await this.kv.del(sceneKey(scene));
      throw err;
    }
  }

  async status(scene: string, ip: string): Promise<QrStatusResponse> {
    await rateLimit(this.kv, `wxlogin:status:${ip}`, WX_LIMITS.status.max, WX_LIMITS.status.windowMs);
    const state = await this.read(scene);
    if (!state) return { status: 'expired' };
    return state.status === 'scanned' ? { status: 'scanned', code: state.code } : { status: 'waiting' };
  }

  async isWaiting(scene: string): Promise<boolean> {
    return (await this.read(scene))?.status === 'waiting';
  }

  /**
   * Binds a waiting scene to the user who scanned it. The first scan wins: a second scan
   * (someone else's phone, or WeChat retrying) leaves the scene alone. Returns whether it bound.
   */
  async bindScene(scene: string, uid: string): Promise<boolean> {
    if (!(await this.isWaiting(scene))) return false;
    if ((await this.kv.incr(`wxlogin:bound:${scene}`, QR_SCENE_TTL_SECONDS * 1000)) > 1) return false;
    const code = randomBytes(24).toString('base64url');
    await this.kv.set(codeKey(code), JSON.stringify({ uid, scene } satisfies CodeGrant), CODE_TTL_MS);
    await this.kv.set(sceneKey(scene), JSON.stringify({ status: 'scanned', code } satisfies SceneState), CODE_TTL_MS);
    return true;
  }

  /** GET /v1/wxlogin/callback: the code works once, for a short time. */
  async exchange(code: string, ip: string): Promise<SessionInfo> {
    return this.tokens.issue(await this.claim(code, ip), 'qr');
  }

  /** The user who scanned, proven by the one-time code (sign-in, or verifying an account to merge). */
  async claim(code: string, ip: string): Promise<UserEntity> {
    await rateLimit(this.kv, `wxlogin:callback:${ip}`, WX_LIMITS.callback.max, WX_LIMITS.callback.windowMs);
    // The counter is atomic on Redis and in memory: of two simultaneous callbacks only one passes.
    if ((await this.kv.incr(`wxlogin:used:${code}`, CODE_TTL_MS)) > 1) throw codeInvalid();
    const raw = await this.kv.get(codeKey(code));
    if (!raw) throw codeInvalid();
    const grant = JSON.parse(raw) as CodeGrant;
    await this.kv.del(codeKey(code));
    await this.kv.del(sceneKey(grant.scene));
    const user = await this.users.findByUid(grant.uid);
    if (!user) throw codeInvalid();
    return user;
  }

  private async read(scene: string): Promise<SceneState | null> {
    const raw = await this.kv.get(sceneKey(scene));
    return raw ? (JSON.parse(raw) as SceneState) : null;
  }
}
