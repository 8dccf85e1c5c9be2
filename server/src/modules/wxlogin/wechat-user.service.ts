import { Injectable, Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { LIMITS } from '../../../../types/validation';
import { OaUserInfo } from '../../providers/wechat/wechat-api';
import { WechatOaClient } from '../../providers/wechat/wechat-oa.client';
import type { UserEntity } from '../user/entities/user.entity';
import { UserRepository } from '../user/user.repository';

type UserPatch = Parameters<UserRepository['update']>[1];

export function defaultNickname(): string {
  return `码途用户${String(randomInt(0, 10000)).padStart(4, '0')}`;
}

/** WeChat's nickname, cleaned to our nickname rule (at most 10 characters), or the default one. */
export function nicknameFrom(raw: string | undefined): string {
  const clean = Array.from((raw ?? '').replace(/[\u0000-\u001f<>]/g, '').trim())
    .slice(0, LIMITS.nickname)
    .join('')
    .trim();
  return clean || defaultNickname();
}

function headImageFrom(raw: string | undefined): string {
  return raw && /^https?:\/\//.test(raw) && raw.length <= 512 ? raw : '';
}

/**
 * One person, several WeChat ids: the official-account openid, the mini-program openid and the
 * unionid that ties them together. Finds the user behind an id, links ids, creates on first sight.
 */
@Injectable()
export class WechatUserService {
  private readonly logger = new Logger('WechatUser');

  constructor(
    private readonly users: UserRepository,
    private readonly oa: WechatOaClient,
  ) {}

  /** The user who just scanned a sign-in QR: found by oa openid or unionid, else created. Follows the account. */
  async signInFollower(openid: string): Promise<UserEntity> {
    const known = await this.users.findByOaOpenid(openid);
    if (known) {
      const patch: UserPatch = { bindFwh: true };
      if (!known.unionid) Object.assign(patch, await this.unionidPatch(await this.profile(openid), known.uid));
      return this.patched(known, patch);
    }
    const info = await this.profile(openid);
    const byUnion = info?.unionid ? await this.users.findByUnionid(info.unionid) : null;
    if (byUnion) return this.patched(byUnion, { oaOpenid: openid, bindFwh: true });
    return this.createOnce(
      { nickName: nicknameFrom(info?.nickname), headImgUrl: headImageFrom(info?.headimgurl), oaOpenid: openid, unionid: info?.unionid ?? null, bindFwh: true },
      () => this.users.findByOaOpenid(openid),
    );
  }

  /**
   * A follow or unfollow without a sign-in: keeps bindFwh current for people we know
   * (by oa openid, or by unionid for mini-program users), never creates anyone.
   */
  async setFollowing(openid: string, following: boolean): Promise<void> {
    let user = await this.users.findByOaOpenid(openid);
    if (!user && following) {
      const info = await this.profile(openid);
      user = info?.unionid ? await this.users.findByUnionid(info.unionid) : null;
      if (user && !user.oaOpenid) {
        await this.users.update(user.uid, { oaOpenid: openid, bindFwh: true });
        return;
      }
      user = null;
    }
    if (user && user.bindFwh !== following) await this.users.update(user.uid, { bindFwh: following });
  }

  /** Mini-program sign-in: by mp openid, else by unionid (e.g. someone who signed in by QR), else new. */
  async mpUser(openid: string, unionid?: string): Promise<UserEntity> {
    const known = await this.users.findByMpOpenid(openid);
    if (known) return known.unionid || !unionid ? known : this.patched(known, await this.unionidPatch({ openid, subscribed: false, unionid }, known.uid));
    const byUnion = unionid ? await this.users.findByUnionid(unionid) : null;
    if (byUnion) return this.patched(byUnion, { mpOpenid: openid });
    return this.createOnce({ nickName: defaultNickname(), headImgUrl: '', mpOpenid: openid, unionid: unionid ?? null }, () =>
      this.users.findByMpOpenid(openid),
    );
  }

  /** WeChat's profile of a follower; sign-in goes on without it when WeChat cannot answer. */
  private async profile(openid: string): Promise<OaUserInfo | null> {
    try {
      return await this.oa.userInfo(openid);
    } catch (err) {
      this.logger.warn({ msg: 'user/info unavailable, continuing with the openid only', err: (err as Error).message });
      return null;
    }
  }

  /** Links a unionid unless another account already holds it (merging accounts is an admin matter). */
  private async unionidPatch(info: OaUserInfo | null, uid: string): Promise<UserPatch> {
    if (!info?.unionid) return {};
    const holder = await this.users.findByUnionid(info.unionid);
    if (holder && holder.uid !== uid) {
      this.logger.warn({ msg: 'unionid already belongs to another user; not linked', uid, holder: holder.uid });
      return {};
    }
    return { unionid: info.unionid };
  }

  private async patched(user: UserEntity, patch: UserPatch): Promise<UserEntity> {
    const changed = Object.entries(patch).some(([k, v]) => user[k as keyof UserEntity] !== v);
    if (!changed) return user;
    await this.users.update(user.uid, patch);
    return { ...user, ...patch } as UserEntity;
  }

  /** WeChat retries and double taps can race to create the same person: the unique index decides. */
  private async createOnce(fields: Partial<UserEntity>, refind: () => Promise<UserEntity | null>): Promise<UserEntity> {
    try {
      return await this.users.save(fields);
    } catch (err) {
      const winner = await refind();
      if (winner) return winner;
      throw err;
    }
  }
}
