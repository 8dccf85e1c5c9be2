import type { BindTelephoneRequest } from '../../../types/auth-sms';
import type { DevLoginRequest, SessionInfo, UserProfile } from '../../../types/user';
import { get, post, type RequestOptions } from '../request';

export const fetchCurrentUser = (options?: RequestOptions) => get<UserProfile>('/user', {}, options);

export const devLogin = (body: DevLoginRequest, options?: RequestOptions) =>
  post<SessionInfo>('/v1/login/dev', { ...body }, options);

/** SPEC §7 "token expire": extends the session; the token may change. */
export const expireToken = (uid: string, token: string, options?: RequestOptions) =>
  post<SessionInfo>('/v1/token/expire', { uid, token }, options);

export const logout = (uid: string, token: string, options?: RequestOptions) =>
  post<null>('/v1/logout', { uid, token }, options);

export const checkAdmin = (uid: string, options?: RequestOptions) =>
  get<{ admin: boolean }>('/v1/user/admin/check', { uid }, options).then((r) => r.admin === true);

export const checkPartner = (uid: string, options?: RequestOptions) =>
  get<{ partner: boolean }>('/v1/user/partner/check', { uid }, options).then((r) => r.partner === true);

/** Another user's profile (phone masked), or the caller's own with bindFwh. */
export const fetchUserInfo = (uid: string, options?: RequestOptions) => get<UserProfile>('/v1/user/info', { uid }, options);

export const bindTelephone = (body: BindTelephoneRequest, options?: RequestOptions) =>
  post<UserProfile>('/v1/user/telephone/bind', { ...body }, options);

export const updateNickname = (nick_name: string, options?: RequestOptions) =>
  post<UserProfile>('/v1/user/nickname', { nick_name }, options);

/** `head_img_url` must be a url returned by the image upload. */
export const updateHeadImage = (head_img_url: string, options?: RequestOptions) =>
  post<UserProfile>('/v1/user/headimg', { head_img_url }, options);
