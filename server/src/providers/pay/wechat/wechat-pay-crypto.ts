import { createCipheriv, createDecipheriv, createSign, createVerify, KeyObject, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3 cryptography, shared by the adapter and the test emulator:
 * - requests: SHA256-RSA2048 over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" in the Authorization header
 * - responses and notifications: Wechatpay-Signature over "TIMESTAMP\nNONCE\nBODY\n"
 * - notification resources: AEAD_AES_256_GCM with the APIv3 key
 * - JSAPI paySign: RSA over "appId\ntimeStamp\nnonceStr\npackage\n"
 */
export function rsaSign(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function requestMessage(method: string, urlPath: string, timestamp: string, nonceStr: string, body: string): string {
  return `${method}\n${urlPath}\n${timestamp}\n${nonceStr}\n${body}\n`;
}

export function authorization(mchid: string, serialNo: string, privateKey: KeyObject, method: string, urlPath: string, body: string): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonceStr = nonce();
  const signature = rsaSign(requestMessage(method, urlPath, timestamp, nonceStr, body), privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${mchid}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${serialNo}"`;
}

/** Parses the Authorization header back into its fields (used by the emulator). */
export function parseAuthorization(value: string): Record<string, string> | null {
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(value);
  if (!m) return null;
  const out: Record<string, string> = {};
  for (const part of m[1].matchAll(/(\w+)="([^"]*)"/g)) out[part[1]] = part[2];
  return out;
}

export function notificationMessage(timestamp: string, nonceStr: string, body: string): string {
  return `${timestamp}\n${nonceStr}\n${body}\n`;
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
}

/** ciphertext = base64(encrypted || 16-byte tag); key = APIv3 key bytes; iv = nonce bytes */
export function decryptResource(resource: EncryptedResource, apiV3Key: Buffer): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function encryptResource(plaintext: string, apiV3Key: Buffer, associatedData: string, originalType: string): EncryptedResource {
  const nonceStr = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonceStr, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: ct.toString('base64'), associated_data: associatedData, nonce: nonceStr, original_type: originalType };
}

export function jsapiPaySign(appId: string, timeStamp: string, nonceStr: string, pkg: string, privateKey: KeyObject): string {
  return rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, privateKey);
}
