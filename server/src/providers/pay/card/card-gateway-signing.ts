import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card gateway's protocol (a typical HMAC-signed acquirer REST API), shared by the adapter
 * and the test emulator:
 * - requests carry X-Merchant-Id, X-Timestamp (unix s), X-Nonce and
 *   X-Signature = hex HMAC-SHA256(api secret, "TIMESTAMP\nNONCE\nMETHOD\nPATH\nBODY")
 * - webhooks carry Gateway-Signature: "t=TIMESTAMP,v1=hex HMAC-SHA256(webhook secret, "TIMESTAMP.BODY")"
 */
export function requestSignature(secret: string, timestamp: string, nonceStr: string, method: string, path: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonceStr}\n${method}\n${path}\n${body}`).digest('hex');
}

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function parseSignatureHeader(value: string): { t: string; v1: string[] } {
  const parts = value.split(',').map((p) => p.trim().split('='));
  return { t: parts.find(([k]) => k === 't')?.[1] ?? '', v1: parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '') };
}
