import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * WeChat's side of the official account's message encryption (safe and compatible mode), written
 * from the platform's documentation and independent of the app's code: it builds the encrypted
 * POSTs WeChat sends (Encrypt field, encrypt_type=aes, msg_signature) and opens the encrypted
 * passive replies the app sends back, checking their MsgSignature, padding and appid as WeChat does.
 */

export type OaCryptMode = 'safe' | 'compatible';

export interface SealOptions {
  /** the appid put at the end of the plaintext (another account's, for a test) */
  appId?: string;
  /** encrypt with another EncodingAESKey */
  encodingAesKey?: string;
}

export interface EncryptedPostOptions extends SealOptions {
  timestamp: string;
  nonce: string;
  /** the token used for both signatures (a forger's, for a test) */
  token?: string;
  /** replace the computed msg_signature */
  msgSignature?: string;
  /** replace the Encrypt field after signing (as a man in the middle would) */
  encryptOverride?: string;
}

const sha1Hex = (parts: string[]) => createHash('sha1').update(parts.sort().join('')).digest('hex');

function keyOf(encodingAesKey: string): Buffer {
  const key = Buffer.from(encodingAesKey + '=', 'base64');
  if (key.length !== 32) throw new Error('EncodingAESKey must decode to 32 bytes');
  return key;
}

function field(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return m ? (m[1] ?? m[2]) : undefined;
}

export class WechatOaCryptoPlatform {
  /** what the account's settings page generates: 43 characters of base64 */
  readonly encodingAesKey: string;

  constructor(
    private readonly token: string,
    private readonly appId: string,
    encodingAesKey?: string,
  ) {
    this.encodingAesKey = encodingAesKey ?? WechatOaCryptoPlatform.newEncodingAesKey();
  }

  static newEncodingAesKey(): string {
    return randomBytes(32).toString('base64').slice(0, 43);
  }

  /** The app's environment for this mode. */
  env(mode: OaCryptMode | 'plain'): Record<string, string> {
    return { WECHAT_OA_AES_KEY: this.encodingAesKey, WECHAT_OA_ENCRYPT_MODE: mode };
  }

  /** The Encrypt field for a message: random(16) + len(4, BE) + msg + appid, PKCS#7 to 32 bytes. */
  seal(xml: string, opts: SealOptions = {}): string {
    const key = keyOf(opts.encodingAesKey ?? this.encodingAesKey);
    const msg = Buffer.from(xml, 'utf8');
    const head = randomBytes(20);
    head.writeUInt32BE(msg.length, 16);
    const plain = Buffer.concat([head, msg, Buffer.from(opts.appId ?? this.appId, 'utf8')]);
    const n = 32 - (plain.length % 32);
    const padded = Buffer.concat([plain, Buffer.from(new Array<number>(n).fill(n))]);
    const c = createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
    c.setAutoPadding(false);
    return Buffer.concat([c.update(padded), c.final()]).toString('base64');
  }

  /**
   * An encrypted push: the query string (signature over token/timestamp/nonce, plus
   * encrypt_type=aes and msg_signature over the Encrypt field too) and the XML body. Safe mode's
   * body carries only ToUserName and Encrypt; compatible mode's carries the plaintext fields too.
   */
  post(plainXml: string, mode: OaCryptMode, openid: string, opts: EncryptedPostOptions): { query: string; body: string } {
    const token = opts.token ?? this.token;
    const encrypt = this.seal(plainXml, opts);
    const msgSignature = opts.msgSignature ?? sha1Hex([token, opts.timestamp, opts.nonce, encrypt]);
    const sent = opts.encryptOverride ?? encrypt;
    const query = new URLSearchParams({
      signature: sha1Hex([token, opts.timestamp, opts.nonce]),
      timestamp: opts.timestamp,
      nonce: opts.nonce,
      openid,
      encrypt_type: 'aes',
      msg_signature: msgSignature,
    }).toString();
    const to = field(plainXml, 'ToUserName') ?? '';
    const body =
      mode === 'safe'
        ? `<xml><ToUserName><![CDATA[${to}]]></ToUserName><Encrypt><![CDATA[${sent}]]></Encrypt></xml>`
        : plainXml.replace(/<\/xml>\s*$/, `<Encrypt><![CDATA[${sent}]]></Encrypt></xml>`);
    return { query, body };
  }

  /**
   * Opens an encrypted passive reply as WeChat does: MsgSignature over token, TimeStamp, Nonce and
   * Encrypt must match, the padding and length must hold and the appid must be this account's.
   */
  openReply(replyXml: string): string {
    const encrypt = field(replyXml, 'Encrypt');
    const signature = field(replyXml, 'MsgSignature');
    const timestamp = field(replyXml, 'TimeStamp');
    const nonce = field(replyXml, 'Nonce');
    if (!encrypt || !signature || !timestamp || !nonce) throw new Error(`not an encrypted reply: ${replyXml}`);
    if (sha1Hex([this.token, timestamp, nonce, encrypt]) !== signature) throw new Error('reply MsgSignature does not match');
    const key = keyOf(this.encodingAesKey);
    const d = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
    d.setAutoPadding(false);
    const plain = Buffer.concat([d.update(Buffer.from(encrypt, 'base64')), d.final()]);
    const n = plain[plain.length - 1];
    if (n < 1 || n > 32) throw new Error(`bad reply padding ${n}`);
    for (let i = plain.length - n; i < plain.length; i++) if (plain[i] !== n) throw new Error('bad reply padding');
    const len = plain.readUInt32BE(16);
    const msg = plain.subarray(20, 20 + len).toString('utf8');
    const appId = plain.subarray(20 + len, plain.length - n).toString('utf8');
    if (appId !== this.appId) throw new Error(`reply appid ${appId} is not ${this.appId}`);
    return msg;
  }
}

/** A top-level field of a reply XML (CDATA or plain), for assertions. */
export function replyField(xml: string, name: string): string | undefined {
  return field(xml, name);
}
