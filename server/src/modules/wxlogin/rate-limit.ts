import { ApiCode } from '../../../../types/api';
import { WECHAT_MESSAGES } from '../../../../types/auth';
import { AppException } from '../../common/app-exception';
import type { KvStore } from '../../common/kv/kv-store';

/** Fixed-window counter in the KV store (shared through Redis across instances). */
export async function rateLimit(kv: KvStore, key: string, max: number, windowMs: number): Promise<void> {
  if ((await kv.incr(`rl:${key}`, windowMs)) > max) throw new AppException(ApiCode.RATE_LIMITED, WECHAT_MESSAGES.tooFrequent);
}

/** Per-IP limits of the public WeChat sign-in endpoints. */
export const WX_LIMITS = {
  /** each QR costs a call to WeChat; a login page makes one every 5 minutes */
  qrcode: { max: 30, windowMs: 10 * 60 * 1000 },
  /** polled every 2 s per open login page */
  status: { max: 300, windowMs: 60 * 1000 },
  callback: { max: 30, windowMs: 60 * 1000 },
  mpLogin: { max: 30, windowMs: 60 * 1000 },
} as const;
