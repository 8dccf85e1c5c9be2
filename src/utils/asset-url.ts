import { apiOrigin } from '../platform/env';

/**
 * Files served by the API (local storage: `/api/v1/oss/file/...`) come back as site-relative
 * URLs. H5 shares the API's origin; the mini-program needs the origin in front.
 */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (url.startsWith('/') && !url.startsWith('//')) return `${apiOrigin}${url}`;
  return url;
}
