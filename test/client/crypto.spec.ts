import { createCipheriv, randomBytes } from 'node:crypto';
import { base64ToBytes, decryptBody, utf8Decode } from '../../src/services/crypto';

describe('response crypto helpers', () => {
  it('decodes base64 like Node for every length', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = randomBytes(n);
      expect(Buffer.from(base64ToBytes(bytes.toString('base64')))).toEqual(bytes);
      expect(Buffer.from(base64ToBytes(bytes.toString('base64url')))).toEqual(bytes);
    }
    expect(() => base64ToBytes('ab$c')).toThrow();
  });

  it('decodes UTF-8 including CJK and astral characters', () => {
    const text = 'ok 码途 CodeTrek 😀 é';
    expect(utf8Decode(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
  });

  it('decrypts AES-256-GCM and rejects a tampered body', () => {
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([c.update('{"code":2000,"msg":"成功"}'), c.final(), c.getAuthTag()]);
    const body = { enc: 'aes-256-gcm' as const, kid: 'd' as const, iv: iv.toString('base64'), data: data.toString('base64') };
    expect(decryptBody(body, key.toString('base64'))).toBe('{"code":2000,"msg":"成功"}');
    data[0] ^= 1;
    expect(() => decryptBody({ ...body, data: data.toString('base64') }, key.toString('base64'))).toThrow();
    expect(() => decryptBody(body, randomBytes(16).toString('base64'))).toThrow('bad key length');
  });
});
