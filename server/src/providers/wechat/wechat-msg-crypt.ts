import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The official account's message encryption ("safe mode" and the encrypted half of "compatible
 * mode"), as WeChat specifies it:
 * - key = base64(EncodingAESKey + "="), 32 bytes; AES-256-CBC with IV = the key's first 16 bytes;
 * - plaintext = 16 random bytes + message length (4 bytes, big-endian) + message + appid,
 *   padded PKCS#7 to a multiple of 32 bytes (not 16), no cipher-level padding;
 * - msg_signature = sha1 of [token, timestamp, nonce, Encrypt] sorted and joined.
 */

/** The Encrypt field could not be read: not base64 of whole blocks, bad padding or length. */
export class CryptRejected extends Error {}

const BLOCK = 32;
/** 43 characters of the base64 alphabet, as the official account's settings page generates. */
export const OA_AES_KEY_RE = /^[A-Za-z0-9+/]{43}$/;

export function aesKeyFromEncodingKey(encodingAesKey: string): Buffer | null {
  if (!OA_AES_KEY_RE.test(encodingAesKey)) return null;
  const key = Buffer.from(`${encodingAesKey}=`, 'base64');
  return key.length === 32 ? key : null;
}

export function msgSignature(token: string, timestamp: string, nonce: string, encrypt: string): string {
  return createHash('sha1').update([token, timestamp, nonce, encrypt].sort().join(''), 'utf8').digest('hex');
}

export interface DecryptedMessage {
  xml: string;
  appId: string;
}

export class WechatMsgCrypt {
  constructor(
    private readonly token: string,
    private readonly key: Buffer,
    private readonly appId: string,
  ) {
    if (key.length !== 32) throw new Error('the AES key must be 32 bytes');
  }

  signatureMatches(timestamp: string, nonce: string, encrypt: string, given: string): boolean {
    const expected = Buffer.from(msgSignature(this.token, timestamp, nonce, encrypt));
    const got = Buffer.from(given.toLowerCase());
    return got.length === expected.length && timingSafeEqual(got, expected);
  }

  /** Reads an Encrypt field; the caller checks `appId` against its own. */
  decrypt(encrypt: string): DecryptedMessage {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encrypt)) throw new CryptRejected('not base64');
    const data = Buffer.from(encrypt, 'base64');
    if (data.length === 0 || data.length % BLOCK !== 0) throw new CryptRejected('not whole blocks');
    const decipher = createDecipheriv('aes-256-cbc', this.key, this.key.subarray(0, 16)).setAutoPadding(false);
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    const pad = plain[plain.length - 1];
    if (pad < 1 || pad > BLOCK || !plain.subarray(plain.length - pad).every((b) => b === pad)) throw new CryptRejected('bad padding');
    const body = plain.subarray(16, plain.length - pad);
    if (body.length < 4) throw new CryptRejected('too short');
    const len = body.readUInt32BE(0);
    if (len > body.length - 4) throw new CryptRejected('bad length');
    return { xml: body.subarray(4, 4 + len).toString('utf8'), appId: body.subarray(4 + len).toString('utf8') };
  }

  encrypt(message: string): string {
    const msg = Buffer.from(message, 'utf8');
    const len = Buffer.alloc(4);
    len.writeUInt32BE(msg.length, 0);
    const raw = Buffer.concat([randomBytes(16), len, msg, Buffer.from(this.appId, 'utf8')]);
    const pad = BLOCK - (raw.length % BLOCK);
    const cipher = createCipheriv('aes-256-cbc', this.key, this.key.subarray(0, 16)).setAutoPadding(false);
    return Buffer.concat([cipher.update(Buffer.concat([raw, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
  }

  /** The passive reply of safe mode: the reply XML encrypted, signed with a fresh nonce. */
  encryptedReply(replyXml: string, timestamp: string, nonce: string): string {
    const encrypt = this.encrypt(replyXml);
    const signature = msgSignature(this.token, timestamp, nonce, encrypt);
    return (
      `<xml><Encrypt><![CDATA[${encrypt}]]></Encrypt><MsgSignature><![CDATA[${signature}]]></MsgSignature>` +
      `<TimeStamp>${timestamp}</TimeStamp><Nonce><![CDATA[${nonce}]]></Nonce></xml>`
    );
  }
}
