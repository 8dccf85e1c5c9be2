/** Sign-in calls: SMS code, phone, official-account QR, mini-program (SPEC §7 user side). */
import type { MpLoginRequest, QrCodeResponse, QrStatusResponse } from '../../../types/auth';
import type { SmsSendRequest, TelephoneLoginRequest } from '../../../types/auth-sms';
import type { SessionInfo } from '../../../types/user';
import { get, post, type RequestOptions } from '../request';

export const sendSmsCode = (body: SmsSendRequest, options?: RequestOptions) =>
  post<null>('/v1/smscode/send', { ...body }, options);

export const loginByTelephone = (body: TelephoneLoginRequest, options?: RequestOptions) =>
  post<SessionInfo>('/v1/login/telephone', { ...body }, options);

export const fetchQrCode = (options?: RequestOptions) => get<QrCodeResponse>('/v1/wxlogin/qrcode', {}, options);

export const fetchQrStatus = (scene: string, options?: RequestOptions) =>
  get<QrStatusResponse>('/v1/wxlogin/status', { scene }, options);

export const exchangeQrCode = (code: string, options?: RequestOptions) =>
  get<SessionInfo>('/v1/wxlogin/callback', { code }, options);

export const loginByMiniProgram = (body: MpLoginRequest, options?: RequestOptions) =>
  post<SessionInfo>('/v1/login/mp', { ...body }, options);
