/**
 * Encoded id (SPEC §3): one URL-safe string that packs cateType, cateId and subCateId, used in
 * paths such as /topic/edit/:cate. Format: the three numbers as unsigned LEB128 varints, then
 * base64url without padding. (6, 3, 0) -> bytes 06 03 00 -> "BgMA".
 *
 * Canonical both ways: every triple has exactly one encoding, and decode rejects anything else
 * (overlong varints, trailing bytes, non-zero padding bits, values above 2^63-1), so an encoded
 * id can be compared as a string and used as a cache key.
 */

export interface CateRef {
  cate_type: number;
  /** decimal string (ids are big integers) */
  cate_id: string;
  sub_cate_id: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MAX = (BigInt(1) << BigInt(63)) - BigInt(1);
const DECIMAL = /^(0|[1-9]\d{0,18})$/;
/** three varints of at most 9 bytes (63 bits) each */
const MAX_BYTES = 27;

function varint(n: bigint, out: number[]): void {
  let v = n;
  const seven = BigInt(7);
  const mask = BigInt(0x7f);
  while (v > mask) {
    out.push(Number(v & mask) | 0x80);
    v >>= seven;
  }
  out.push(Number(v));
}

function toBase64Url(bytes: number[]): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = bytes.length - i >= 3 ? 4 : bytes.length - i + 1;
    for (let c = 0; c < chars; c++) s += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return s;
}

function fromBase64Url(s: string): number[] | null {
  if (s.length % 4 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 4) {
    const chunk = s.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c++) {
      const v = c < chunk.length ? ALPHABET.indexOf(chunk[c]) : 0;
      if (v < 0) return null;
      n = (n << 6) | v;
    }
    const bytes = chunk.length - 1;
    for (let b = 0; b < bytes; b++) out.push((n >> (16 - 8 * b)) & 0xff);
  }
  return out;
}

function isId(v: string): boolean {
  return DECIMAL.test(v) && BigInt(v) <= MAX;
}

/** Packs a reference; throws on a negative, non-integer or too large part. */
export function encodeCate(cateType: number, cateId: string | number = 0, subCateId: string | number = 0): string {
  const parts = [String(cateType), String(cateId), String(subCateId)];
  if (!parts.every(isId)) throw new RangeError(`not encodable: ${parts.join(',')}`);
  const bytes: number[] = [];
  for (const p of parts) varint(BigInt(p), bytes);
  return toBase64Url(bytes);
}

/** The reference packed in `encoded`, or null when it is not a canonical encoded id. */
export function decodeCate(encoded: string): CateRef | null {
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > 36) return null;
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length > MAX_BYTES) return null;
  const values: bigint[] = [];
  let i = 0;
  for (let part = 0; part < 3; part++) {
    let v = BigInt(0);
    let shift = BigInt(0);
    let len = 0;
    for (;;) {
      if (i >= bytes.length || len === 9) return null;
      const b = bytes[i++];
      len++;
      v |= BigInt(b & 0x7f) << shift;
      shift += BigInt(7);
      if (!(b & 0x80)) {
        // overlong: a multi-byte varint may not end in a zero group
        if (b === 0 && len > 1) return null;
        break;
      }
    }
    if (v > MAX) return null;
    values.push(v);
  }
  if (i !== bytes.length) return null;
  const ref: CateRef = { cate_type: Number(values[0]), cate_id: values[1].toString(), sub_cate_id: values[2].toString() };
  // padding bits must be zero: only the canonical spelling decodes
  if (encodeCate(ref.cate_type, ref.cate_id, ref.sub_cate_id) !== encoded) return null;
  return ref;
}
