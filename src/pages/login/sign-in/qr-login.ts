/**
 * The official-account QR sign-in (SPEC §4: QR status polling -> callback -> stored token) as a
 * controller over injected effects, so the page hook stays thin and the flow is testable.
 * Polls one request at a time (the next one is scheduled when the last has answered).
 */
import { QR_POLL_INTERVAL_MS, type QrCodeResponse, type QrStatusResponse } from '../../../../types/auth';
import { withQuery } from '../../../routes/match';
import { WX_CALLBACK_PATH } from '../../../routes/table';

export type QrView =
  | { status: 'loading' }
  | { status: 'waiting'; qr: QrCodeResponse }
  | { status: 'scanned'; qr: QrCodeResponse }
  | { status: 'expired'; qr: QrCodeResponse | null }
  | { status: 'error'; message: string };

export interface QrLoginDeps {
  fetchQrCode(): Promise<QrCodeResponse>;
  fetchStatus(scene: string): Promise<QrStatusResponse>;
  onView(view: QrView): void;
  /** the scan happened: exchange `code` for a session (the callback page does) */
  onScanned(code: string): void;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const QR_FAILED_MESSAGE = '获取登录二维码失败，请稍后重试';

function messageOf(e: unknown, fallback: string): string {
  return e instanceof Error && e.message ? e.message : fallback;
}

export function createQrLogin(deps: QrLoginDeps, intervalMs = QR_POLL_INTERVAL_MS) {
  let timer: unknown = null;
  // bumped by every start/stop: answers of an older round are dropped
  let round = 0;
  let polling = false;

  const stop = () => {
    round++;
    polling = false;
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };

  const start = () => {
    stop();
    const mine = round;
    const live = () => mine === round;
    polling = true;
    deps.onView({ status: 'loading' });

    const poll = (qr: QrCodeResponse, expiresAt: number) => {
      timer = null;
      if (deps.now() >= expiresAt) {
        polling = false;
        deps.onView({ status: 'expired', qr });
        return;
      }
      deps.fetchStatus(qr.scene).then(
        (res) => {
          if (!live()) return;
          if (res.status === 'scanned' && res.code) {
            polling = false;
            deps.onView({ status: 'scanned', qr });
            deps.onScanned(res.code);
          } else if (res.status === 'expired') {
            polling = false;
            deps.onView({ status: 'expired', qr });
          } else {
            timer = deps.setTimeout(() => poll(qr, expiresAt), intervalMs);
          }
        },
        (e: unknown) => {
          if (!live()) return;
          // polling stops on error; the panel offers a fresh QR code
          polling = false;
          deps.onView({ status: 'error', message: messageOf(e, QR_FAILED_MESSAGE) });
        },
      );
    };

    deps.fetchQrCode().then(
      (qr) => {
        if (!live()) return;
        deps.onView({ status: 'waiting', qr });
        const expiresAt = deps.now() + qr.expire_seconds * 1000;
        timer = deps.setTimeout(() => poll(qr, expiresAt), intervalMs);
      },
      (e: unknown) => {
        if (!live()) return;
        polling = false;
        deps.onView({ status: 'error', message: messageOf(e, QR_FAILED_MESSAGE) });
      },
    );
  };

  return {
    start,
    /** a new QR code (after expiry or an error) */
    refresh: start,
    stop,
    /** true while a QR code is on screen and being polled */
    get polling() {
      return polling;
    },
  };
}

/** `/wxlogin/callback?code=...&redirectUrl=...` */
export function qrCallbackUrl(code: string, redirectUrl: string): string {
  return withQuery(WX_CALLBACK_PATH, { code, redirectUrl });
}
