import { KeyObject, X509Certificate } from 'node:crypto';
import { NOTIFY_SKEW_S } from '../pay-errors';
import { decryptResource, EncryptedResource, notificationMessage, rsaVerify } from './wechat-pay-crypto';

/** Refresh when the newest certificate ends within this, and at least this often anyway. */
export const CERT_REFRESH_AHEAD_MS = 12 * 3600_000;
/** Unknown serials each trigger one refresh, and such refreshes are at least this far apart. */
const UNKNOWN_REFRESH_GAP_MS = 1_000;
const MAX_TRIED_SERIALS = 1000;

export interface PlatformCert {
  serial: string;
  key: KeyObject;
  notBefore: Date;
  notAfter: Date;
}

interface CertListItem {
  serial_no?: string;
  effective_time?: string;
  expire_time?: string;
  encrypt_certificate?: EncryptedResource;
}

/** A signed answer or notification: the Wechatpay-* headers and the body they sign. */
export interface SignedMessage {
  headers: Record<string, string>;
  body: string;
}

/** Checks Wechatpay-Timestamp freshness and Wechatpay-Signature with one platform key; returns why not. */
export function checkSigned(msg: SignedMessage, key: KeyObject): string | null {
  const timestamp = msg.headers['wechatpay-timestamp'] ?? '';
  const nonceStr = msg.headers['wechatpay-nonce'] ?? '';
  const signature = msg.headers['wechatpay-signature'] ?? '';
  if (!timestamp || !nonceStr || !signature) return 'signature headers missing';
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > NOTIFY_SKEW_S) return 'timestamp too old';
  return rsaVerify(notificationMessage(timestamp, nonceStr, msg.body), signature, key) ? null : 'bad signature';
}

/**
 * The WeChat Pay platform keys this instance trusts, per serial: a configured platform public key
 * (PUB_KEY_ID_… mode, never expires) and/or the platform certificates downloaded from
 * GET /v3/certificates. Each downloaded certificate is decrypted with the APIv3 key (AEAD, so only
 * WeChat Pay could have produced it), parsed as X.509, its serial checked against the list entry,
 * kept only while valid, and the list itself must be signed by one of the certificates it carries
 * or one already trusted. Refreshed 12 h before the newest certificate expires (and every 12 h);
 * a serial never seen triggers exactly one refresh (concurrent askers share it).
 */
export class PlatformCertStore {
  private readonly certs = new Map<string, PlatformCert>();
  private readonly tried = new Set<string>();
  private loadedAt = 0;
  private lastUnknownRefresh = 0;
  private inflight: Promise<void> | null = null;
  /** how many downloads were made (operators' logs and tests) */
  downloads = 0;

  constructor(
    private readonly download: (() => Promise<SignedMessage>) | null,
    private readonly apiV3Key: Buffer,
    private readonly fixed: { serial: string; key: KeyObject } | null,
  ) {}

  /** The key of `serial` if it is trusted and valid now. */
  key(serial: string, now = Date.now()): KeyObject | null {
    if (this.fixed && serial === this.fixed.serial) return this.fixed.key;
    const c = this.certs.get(serial);
    return c && c.notBefore.getTime() <= now && now < c.notAfter.getTime() ? c.key : null;
  }

  /** Like key(), but a serial never seen before triggers one refresh first. */
  async resolve(serial: string): Promise<KeyObject | null> {
    const known = this.key(serial);
    if (known || !this.download || !serial) return known;
    // a certificate we had that has expired does not come back; a serial already tried is refused
    if (this.certs.has(serial) || this.tried.has(serial)) return null;
    if (this.tried.size >= MAX_TRIED_SERIALS) this.tried.clear();
    this.tried.add(serial);
    if (!this.inflight && Date.now() - this.lastUnknownRefresh < UNKNOWN_REFRESH_GAP_MS) return null;
    this.lastUnknownRefresh = Date.now();
    await this.refresh().catch(() => undefined);
    return this.key(serial);
  }

  /** Serials held now, valid or not (admin diagnostics and tests). */
  list(): PlatformCert[] {
    return [...this.certs.values()];
  }

  /** Never loaded, loaded 12 h ago, or the newest certificate ends within 12 h. */
  due(now = Date.now()): boolean {
    if (!this.download) return false;
    if (now - this.loadedAt >= CERT_REFRESH_AHEAD_MS) return true;
    const newest = Math.max(0, ...[...this.certs.values()].map((c) => c.notAfter.getTime()));
    return newest - now <= CERT_REFRESH_AHEAD_MS;
  }

  refresh(): Promise<void> {
    if (!this.download) return Promise.resolve();
    this.inflight ??= this.load().finally(() => (this.inflight = null));
    return this.inflight;
  }

  private async load(): Promise<void> {
    this.downloads++;
    const msg = await this.download!();
    let items: CertListItem[];
    try {
      items = (JSON.parse(msg.body) as { data?: CertListItem[] }).data ?? [];
    } catch {
      throw new Error('certificate list is not JSON');
    }
    const now = Date.now();
    const fresh = new Map<string, PlatformCert>();
    for (const item of items) {
      const cert = this.open(item);
      if (cert.notAfter.getTime() > now) fresh.set(cert.serial, cert);
    }
    const signer = msg.headers['wechatpay-serial'] ?? '';
    const key = fresh.get(signer)?.key ?? this.key(signer);
    if (!key) throw new Error(`certificate list signed by unknown serial ${signer}`);
    const why = checkSigned(msg, key);
    if (why) throw new Error(`certificate list: ${why}`);
    for (const [serial, cert] of fresh) this.certs.set(serial, cert);
    for (const [serial, cert] of this.certs) if (cert.notAfter.getTime() <= now) this.certs.delete(serial);
    this.loadedAt = now;
  }

  private open(item: CertListItem): PlatformCert {
    if (!item.serial_no || item.encrypt_certificate?.algorithm !== 'AEAD_AES_256_GCM') throw new Error('certificate entry incomplete');
    let x509: X509Certificate;
    try {
      x509 = new X509Certificate(decryptResource(item.encrypt_certificate, this.apiV3Key));
    } catch {
      throw new Error(`certificate ${item.serial_no} does not decrypt to an X.509 certificate`);
    }
    if (x509.serialNumber.toUpperCase() !== item.serial_no.toUpperCase()) throw new Error(`certificate serial ${x509.serialNumber} differs from ${item.serial_no}`);
    return { serial: item.serial_no, key: x509.publicKey, notBefore: new Date(x509.validFrom), notAfter: new Date(x509.validTo) };
  }
}
