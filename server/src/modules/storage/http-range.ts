import type { ByteRange } from '../../providers/storage/storage.provider';

/**
 * One `Range: bytes=…` against an object of `size` bytes (RFC 9110 §14): a range to serve,
 * 'unsatisfiable' (416), or null to serve the whole object (no header, another unit, several
 * ranges or a malformed one — all of which a server may answer with 200).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}
