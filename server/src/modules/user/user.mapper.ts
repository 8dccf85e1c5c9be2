import type { AdminUserRow, UserProfile } from '../../../../types/user';
import type { UserEntity } from './entities/user.entity';

export function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(7)}` : null;
}

/** The stored head image is our storage key (`oss:<key>`) or an external URL (WeChat avatars). */
export const OSS_PREFIX = 'oss:';

/** Permanent memberships are stored with a far-future expiry; the wire says null-free ISO time. */
function vipFields(vipUntil: Date | null): Pick<UserProfile, 'vip' | 'vip_until'> {
  return { vip: vipUntil !== null, vip_until: vipUntil ? vipUntil.toISOString() : null };
}

/** The signed-in user's own profile (full phone); `headImg` is the display URL. */
export function toProfile(u: UserEntity, headImg: string, vipUntil: Date | null): UserProfile {
  return {
    uid: u.uid,
    nick_name: u.nickName,
    head_img_url: headImg,
    telephone: u.telephone,
    admin: u.isAdmin,
    partner: u.isPartner,
    bindFwh: u.bindFwh,
    ...vipFields(vipUntil),
    created_at: u.createdAt.toISOString(),
  };
}

/** Someone else's profile: phone masked, nothing private. */
export function toPublicProfile(u: UserEntity, headImg: string, vipUntil: Date | null): UserProfile {
  return { ...toProfile(u, headImg, vipUntil), telephone: maskPhone(u.telephone), bindFwh: false };
}

export function toAdminRow(u: UserEntity, headImg: string): AdminUserRow {
  return {
    uid: u.uid,
    nick_name: u.nickName,
    head_img_url: headImg,
    telephone: u.telephone,
    admin: u.isAdmin,
    created_at: u.createdAt.toISOString(),
  };
}
