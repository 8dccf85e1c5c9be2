import { createHash, timingSafeEqual } from 'node:crypto';

function sha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** Official-account server signature: sha1 of token, timestamp and nonce, sorted and joined. */
export function oaSignature(token: string, timestamp: string, nonce: string): string {
  return sha1([token, timestamp, nonce].sort().join(''));
}

export function oaSignatureMatches(token: string, timestamp: string, nonce: string, signature: string): boolean {
  const expected = Buffer.from(oaSignature(token, timestamp, nonce));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** JS-SDK wx.config signature; the url is the page's, without its #fragment. */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return sha1(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`);
}
