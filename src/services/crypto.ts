/**
 * Response decryption (DESIGN §4): AES-256-GCM, 12-byte IV, ciphertext||16-byte tag, no AAD.
 * @noble/ciphers on both platforms; base64 and UTF-8 are decoded here because the mini-program
 * has neither atob nor TextDecoder on every base library.
 */
import { gcm } from '@noble/ciphers/aes.js';
import type { EncryptedBody } from '../../types/api';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX: Record<string, number> = {};
for (let i = 0; i < B64.length; i++) B64_INDEX[B64[i]] = i;
B64_INDEX['-'] = 62;
B64_INDEX['_'] = 63;

export function base64ToBytes(input: string): Uint8Array {
  const clean = input.replace(/[\s=]/g, '');
  if (clean.length % 4 === 1) throw new Error('invalid base64');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (const ch of clean) {
    const v = B64_INDEX[ch];
    if (v === undefined) throw new Error('invalid base64');
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, j);
}

export function utf8Decode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i++];
    let cp: number;
    if (b < 0x80) cp = b;
    else if (b >= 0xc0 && b < 0xe0) cp = ((b & 0x1f) << 6) | (bytes[i++] & 0x3f);
    else if (b >= 0xe0 && b < 0xf0) cp = ((b & 0x0f) << 12) | ((bytes[i++] & 0x3f) << 6) | (bytes[i++] & 0x3f);
    else if (b >= 0xf0 && b < 0xf8)
      cp = ((b & 0x07) << 18) | ((bytes[i++] & 0x3f) << 12) | ((bytes[i++] & 0x3f) << 6) | (bytes[i++] & 0x3f);
    else throw new Error('invalid utf-8');
    out += String.fromCodePoint(cp);
  }
  return out;
}

export function isEncryptedBody(body: unknown): body is EncryptedBody {
  const b = body as EncryptedBody | null;
  return !!b && typeof b === 'object' && b.enc === 'aes-256-gcm' && typeof b.iv === 'string' && typeof b.data === 'string';
}

/** Decrypt to the envelope's JSON text; throws on a wrong key or tampered data. */
export function decryptBody(body: EncryptedBody, keyBase64: string): string {
  const key = base64ToBytes(keyBase64);
  if (key.length !== 32) throw new Error('bad key length');
  const plain = gcm(key, base64ToBytes(body.iv)).decrypt(base64ToBytes(body.data));
  return utf8Decode(plain);
}
