/** Changes to the signed-in user's profile; each keeps the auth store's user current. */
import type { BindTelephoneRequest } from '../../types/auth-sms';
import { ApiCode } from '../../types/api';
import type { UserProfile } from '../../types/user';
import { MESSAGES } from '../../types/validation';
import { useAuthStore } from '../stores/auth.store';
import { checkImage, type PickedImage } from '../utils/image-check';
import { solveCaptcha } from '../platform/captcha';
import * as authApi from './api/auth';
import { uploadImage } from './api/upload';
import * as userApi from './api/user';
import { ApiError, loadStartupConfig, type RequestOptions } from './request';

function keep(user: UserProfile): UserProfile {
  useAuthStore.getState().setUser(user);
  return user;
}

/** Captcha first, then POST /v1/smscode/send. Throws CaptchaCancelled, an Error or an ApiError. */
export async function requestSmsCode(telephone: string, options?: RequestOptions): Promise<void> {
  const proof = await solveCaptcha(await loadStartupConfig());
  await authApi.sendSmsCode({ telephone, ...proof }, options);
}

export const bindPhone = (body: BindTelephoneRequest, options?: RequestOptions) =>
  userApi.bindTelephone(body, options).then(keep);

export const saveNickname = (nickName: string, options?: RequestOptions) =>
  userApi.updateNickname(nickName.trim(), options).then(keep);

/**
 * Check the picked image, upload it (progress 0-100), then make it the head image.
 * Every failure is an ApiError whose message is fit to show.
 */
export async function changeAvatar(file: PickedImage, onProgress?: (percent: number) => void): Promise<UserProfile> {
  const problem = checkImage(file);
  if (problem) throw new ApiError(ApiCode.INVALID, problem, 0);
  const image = await uploadImage(file.path, {
    silent: true,
    fileName: file.name,
    onProgress,
    failureMessage: MESSAGES.imageUploadFailed,
  });
  return keep(await userApi.updateHeadImage(image.url, { silent: true }));
}
