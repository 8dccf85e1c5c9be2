import { ApiCode } from '../../../../types/api';
import { AppException } from '../../common/app-exception';

/** The provider could not be reached or refused: the buyer sees a retryable message, never a 500. */
export function providerUnavailable(provider: string, detail: string): AppException {
  const err = new AppException(ApiCode.UNAVAILABLE, `${provider}暂时不可用，请稍后再试`);
  (err as AppException & { detail?: string }).detail = detail;
  return err;
}

/** Max wait for a provider's API. */
export const PAY_TIMEOUT_MS = 10_000;

/** Accepted clock difference of signed notifications (replays older than this are refused). */
export const NOTIFY_SKEW_S = 300;
