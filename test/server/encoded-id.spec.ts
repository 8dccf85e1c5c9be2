import { decodeCate, encodeCate } from '../../types/encoded-id';

describe('encoded id (cate_type, cate_id, sub_cate_id)', () => {
  it('is compact, URL-safe and reversible', () => {
    expect(encodeCate(6, 3, 0)).toBe('BgMA');
    const cases: [number, string, string][] = [
      [1, '0', '0'],
      [6, '12', '7'],
      [101, '4294967296', '1'],
      [121, '9223372036854775807', '9223372036854775807'],
      [127, '128', '16383'],
    ];
    for (const [type, id, sub] of cases) {
      const e = encodeCate(type, id, sub);
      expect(e).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(encodeURIComponent(e)).toBe(e);
      expect(decodeCate(e)).toEqual({ cate_type: type, cate_id: id, sub_cate_id: sub });
    }
    expect(encodeCate(6, 12, 7).length).toBeLessThanOrEqual(4);
    expect(encodeCate(121, '9223372036854775807', '9223372036854775807').length).toBeLessThanOrEqual(26);
  });

  it('round-trips random triples', () => {
    for (let i = 0; i < 500; i++) {
      const big = () => String(BigInt(Math.floor(Math.random() * 2 ** 31)) * BigInt(Math.floor(Math.random() * 2 ** 31)));
      const [type, id, sub] = [Math.floor(Math.random() * 130), big(), i % 3 ? big() : '0'];
      expect(decodeCate(encodeCate(type, id, sub))).toEqual({ cate_type: type, cate_id: id, sub_cate_id: sub });
    }
  });

  it('rejects anything that is not the one canonical spelling', () => {
    const bad = [
      '', 'B', 'BgM', 'BgMA=', 'Bg+A', 'Bg/A', 'BgMA.', // wrong length or alphabet
      Buffer.from([6, 3, 0, 0]).toString('base64url'), // a trailing byte
      Buffer.from([0x86, 0x00, 3, 0]).toString('base64url'), // 6 spelled in two bytes
      Buffer.from([0x80, 0x00, 3, 0]).toString('base64url'), // 0 spelled in two bytes
      Buffer.from([6, 0x80]).toString('base64url'), // cut off inside a varint
      '_____________________________________', // too long
    ];
    for (const s of bad) expect([s, decodeCate(s)]).toEqual([s, null]);
    expect(decodeCate(null as unknown as string)).toBeNull();
    // the same bytes with non-zero padding bits: (6, 3, 128) is 4 bytes, 6 characters, 4 spare bits
    const e = encodeCate(6, 3, 128);
    expect(e).toHaveLength(6);
    const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const tweaked = e.slice(0, 5) + ALPHA[ALPHA.indexOf(e[5]) + 1];
    expect(Buffer.from(tweaked, 'base64url')).toEqual(Buffer.from(e, 'base64url'));
    expect(decodeCate(tweaked)).toBeNull();
    // 2^63 is out of range
    const over = [6, ...[0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01], 0];
    expect(decodeCate(Buffer.from(over).toString('base64url'))).toBeNull();
  });

  it('refuses to encode negative, fractional or too large parts', () => {
    expect(() => encodeCate(-1, 0, 0)).toThrow(RangeError);
    expect(() => encodeCate(1.5, 0, 0)).toThrow(RangeError);
    expect(() => encodeCate(1, '9223372036854775808', 0)).toThrow(RangeError);
    expect(() => encodeCate(1, '01', 0)).toThrow(RangeError);
  });
});
