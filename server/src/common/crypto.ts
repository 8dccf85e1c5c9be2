import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { EncryptedBody } from '../../../types/api';

/** AES-256-GCM over a UTF-8 string; ciphertext and 16-byte tag travel together. */
export function encrypt(plain: string, key: Buffer, kid: EncryptedBody['kid']): EncryptedBody {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { enc: 'aes-256-gcm', kid, iv: iv.toString('base64'), data: data.toString('base64') };
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

/** The per-session response key: derived, so nothing secret is stored beside the token hash. */
export function sessionKey(secret: Buffer, tokenHash: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.from(tokenHash, 'hex'), 'codetrek-response-v1', 32));
}
