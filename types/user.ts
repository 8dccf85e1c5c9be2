/** Users, sessions and the local-storage contract (SPEC §3, §4, §6). */
import type { AdminListQuery } from './admin';

export interface UserProfile {
  uid: string;
  nick_name: string;
  head_img_url: string;
  /** masked for other users; null when not bound */
  telephone: string | null;
  admin: boolean;
  partner: boolean;
  /** follows the official account */
  bindFwh: boolean;
  /** holds an unexpired VIP equity (SPEC §3 local user's vip flag) */
  vip: boolean;
  /** ISO end of the VIP membership; null when not a member */
  vip_until: string | null;
  created_at: string;
}

/** Returned by every sign-in (dev, SMS, QR, mini-program) and by token refresh. */
export interface SessionInfo {
  token: string;
  uid: string;
  /** epoch ms when the token expires */
  expiredIn: number;
  /** base64 AES-256 key that decrypts this session's responses */
  response_key: string;
  user: UserProfile;
}

export interface DevLoginRequest {
  /** sign in as this uid, or as the seeded user of this role */
  uid?: string;
  role?: 'user' | 'admin';
}

export interface TokenRequest {
  uid: string;
  token: string;
}

/** Keys of local storage (SPEC §3). */
export const STORAGE_KEYS = {
  token: 'token',
  uid: 'uid',
  user: 'user',
  expiredIn: 'expiredIn',
  admin: 'admin',
  codeMode: 'codeMode',
  noticeModalShown: 'noticeModalShown',
  clientType: 'clientType',
  /** not in the spec's list: the session's response key (DESIGN §4) */
  responseKey: 'responseKey',
} as const;

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
/** SPEC §4 / §9 */
export const TOKEN_REFRESH_WINDOW_MS = 600000;
export const TOKEN_CHECK_INTERVAL_MS = 300000;

export interface AdminUserRow {
  uid: string;
  nick_name: string;
  head_img_url: string;
  telephone: string | null;
  admin: boolean;
  created_at: string;
}

/** /api/admin/user/list on the admin list contract: sort `uid` or `created_at`. */
export interface AdminUserQuery extends AdminListQuery {
  /** nickname or phone fragment, or an exact uid */
  keyword?: string;
}
