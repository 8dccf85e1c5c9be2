import { ApiCode } from '../../../../types/api';
import { AppException } from '../../common/app-exception';

/** The provider could not be reached or refused: the buyer sees a retryable message, never a 500. */
export function providerUnavailable(provider: string, detail: string, httpStatus = 0): ProviderError {
  const err = new AppException(ApiCode.UNAVAILABLE, `${provider}暂时不可用，请稍后再试`) as ProviderError;
  err.detail = detail;
  err.httpStatus = httpStatus;
  return err;
}

/** httpStatus 4xx: the provider answered and refused (nothing happened there); 0: no answer. */
export type ProviderError = AppException & { detail: string; httpStatus: number };

export function providerRefused(err: unknown): boolean {
  const s = (err as Partial<ProviderError>)?.httpStatus ?? 0;
  return s >= 400 && s < 500;
}

/** Max wait for a provider's API. */
export const PAY_TIMEOUT_MS = 10_000;

/** Accepted clock difference of signed notifications (replays older than this are refused). */
export const NOTIFY_SKEW_S = 300;
