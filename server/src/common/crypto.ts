import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomFillSync } from 'node:crypto';
import type { EncryptedBody } from '../../../types/api';

/** Random IVs drawn from a pool filled 1024 at a time: one CSPRNG call per 1024 responses. */
const IV_BYTES = 12;
const ivPool = Buffer.alloc(IV_BYTES * 1024);
let ivNext = ivPool.length;

function freshIv(): Buffer {
  if (ivNext >= ivPool.length) {
    randomFillSync(ivPool);
    ivNext = 0;
  }
  // a copy: the pool is overwritten on refill
  const iv = Buffer.from(ivPool.subarray(ivNext, ivNext + IV_BYTES));
  ivNext += IV_BYTES;
  return iv;
}

/** AES-256-GCM over a UTF-8 string (or its bytes); ciphertext and 16-byte tag travel together. */
export function encrypt(plain: string | Buffer, key: Buffer, kid: EncryptedBody['kid']): EncryptedBody {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return { enc: 'aes-256-gcm', kid, iv: iv.toString('base64'), data: data.toString('base64') };
}

/**
 * `JSON.stringify(encrypt(plain, key, kid))`, built directly: base64 needs no escaping, and
 * stringify would scan the whole ciphertext for characters to escape.
 */
export function encryptToJson(plain: string | Buffer, key: Buffer, kid: EncryptedBody['kid']): string {
  const { iv, data } = encrypt(plain, key, kid);
  return `{"enc":"aes-256-gcm","kid":"${kid}","iv":"${iv}","data":"${data}"}`;
}

export function decrypt(body: EncryptedBody, key: Buffer): string {
  const raw = Buffer.from(body.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(body.iv, 'base64'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const derived = new Map<string, Buffer>();
const DERIVED_MAX = 10_000;

/**
 * The per-session response key: derived, so nothing secret is stored beside the token hash.
 * Derivations are memoized (any instance can derive the same key, so this is a cache, not state).
 */
export function sessionKey(secret: Buffer, tokenHash: string): Buffer {
  const id = `${secret.toString('base64')}:${tokenHash}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.from(tokenHash, 'hex'), 'codetrek-response-v1', 32));
    if (derived.size >= DERIVED_MAX) derived.delete(derived.keys().next().value as string);
    derived.set(id, key);
  }
  return key;
}
