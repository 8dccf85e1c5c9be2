import { createCipheriv, generateKeyPairSync, KeyObject, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** One WeChat Pay platform certificate the emulator issued (its own RSA key pair). */
export interface EmulatedCert {
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  pem: string;
  notBefore: Date;
  notAfter: Date;
}

/** WeChat Pay's timestamp style: RFC 3339 with +08:00. */
export function beijing(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '')}+08:00`;
}

/** An X.509 platform certificate as WeChat Pay issues them (serial: 40 upper-case hex digits). */
export function issueCert(notBefore: Date, notAfter: Date, issuer: { key: KeyObject; name: string }): EmulatedCert {
  const kp = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = `5${randomBytes(20).toString('hex').toUpperCase().slice(1, 40)}`;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(kp.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = serial;
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  cert.setSubject([{ name: 'commonName', value: 'Tenpay.com' }, { name: 'organizationName', value: 'Tenpay.com' }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.sign(forge.pki.privateKeyFromPem(issuer.key.export({ type: 'pkcs1', format: 'pem' }).toString()), forge.md.sha256.create());
  return { serial, privateKey: kp.privateKey, publicKey: kp.publicKey, pem: forge.pki.certificateToPem(cert), notBefore, notAfter };
}

/** AEAD_AES_256_GCM as WeChat Pay encrypts resources: base64(ciphertext || tag), nonce and AAD as UTF-8. */
export function aeadEncrypt(plaintext: string, apiV3Key: Buffer, associatedData: string): { algorithm: 'AEAD_AES_256_GCM'; nonce: string; associated_data: string; ciphertext: string } {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', nonce, associated_data: associatedData, ciphertext };
}

/** The body of GET /v3/certificates: every certificate not yet expired, each encrypted with the APIv3 key. */
export function certificateList(certs: EmulatedCert[], apiV3Key: Buffer, now = Date.now()): string {
  const data = certs
    .filter((c) => c.notAfter.getTime() > now)
    .map((c) => ({ serial_no: c.serial, effective_time: beijing(c.notBefore), expire_time: beijing(c.notAfter), encrypt_certificate: aeadEncrypt(c.pem, apiV3Key, 'certificate') }));
  return JSON.stringify({ data });
}
