import { PROMO_CODE_RE, VISITOR_ID_RE, VISITOR_STORAGE_KEY } from '../../types/partner';
import { platform } from '../platform/env';
import { recordTouch } from './api/partner';
import { readItem, writeItem } from './storage';

/** The anonymous id this device keeps, so visits before sign-in count for the order made after it. */
export function visitorId(): string {
  const known = readItem<string>(VISITOR_STORAGE_KEY);
  if (typeof known === 'string' && VISITOR_ID_RE.test(known)) return known;
  const fresh = `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  writeItem(VISITOR_STORAGE_KEY, fresh);
  return fresh;
}

/**
 * The promotion code a page was opened with: `scene` (a mini-program code; WeChat hands it over
 * URL-encoded), `pm` (mini-program path), `q` (an H5 link scanned into the mini-program arrives as
 * the encoded url) or the `/:channel` segment itself.
 */
export function promotionCodeOf(params: Record<string, string | undefined>): string {
  if (params.scene) {
    const scene = safeDecode(params.scene);
    if (PROMO_CODE_RE.test(scene)) return scene;
  }
  if (params.pm && PROMO_CODE_RE.test(params.pm)) return params.pm;
  if (params.q) {
    const last = safeDecode(params.q).split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';
    if (PROMO_CODE_RE.test(last)) return last;
  }
  return params.channel && PROMO_CODE_RE.test(params.channel) ? params.channel : '';
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return '';
  }
}

/** Records one visit through a promotion (signed-in visitors are known by their headers). */
export function recordPromotionVisit(code: string): void {
  if (!code) return;
  recordTouch({ code, visitor_id: visitorId(), channel: platform }, { silent: true, noAuthRedirect: true }).catch(() => undefined);
}
