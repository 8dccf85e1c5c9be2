import { createHash, createHmac } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local emulator of Tencent Cloud API 3.0 for SMS `SendSms` and Captcha
 * `DescribeCaptchaResult`. It checks TC3-HMAC-SHA256 signatures from the headers it
 * actually receives (its own implementation, not the adapter's), the timestamp window and the
 * credential scope, and answers with the real response shapes.
 */
export class TencentCloudEmulator {
  readonly sent: { phone: string; params: string[]; templateId: string; signName: string }[] = [];
  readonly validTickets = new Set<string>();
  /** phones for which SendSms reports a per-number failure */
  readonly failingPhones = new Set<string>();
  private server?: Server;

  constructor(
    readonly secretId = 'AKIDemulator0000000000000000',
    readonly secretKey = 'emulator-secret-key-000000000000',
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then((body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Response: { ...body, RequestId: `req-${Date.now()}` } }));
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((r) => this.server?.close(r));
  }

  smsCodeFor(phone: string): string | undefined {
    return [...this.sent].reverse().find((m) => m.phone === `+86${phone}`)?.params[0];
  }

  private async handle(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const payload = Buffer.concat(chunks).toString('utf8');
    const authError = this.checkSignature(req, payload);
    if (authError) return { Error: authError };
    const body = JSON.parse(payload);
    const action = req.headers['x-tc-action'];
    if (action === 'SendSms') {
      if (req.headers['x-tc-version'] !== '2021-01-11') return { Error: { Code: 'InvalidParameter', Message: 'version' } };
      return {
        SendStatusSet: (body.PhoneNumberSet as string[]).map((phone) => {
          if (this.failingPhones.has(phone)) {
            return { PhoneNumber: phone, Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'the number of sms messages sent from a single mobile number every day exceeds the upper limit', SerialNo: '' };
          }
          this.sent.push({ phone, params: body.TemplateParamSet, templateId: body.TemplateId, signName: body.SignName });
          return { PhoneNumber: phone, Code: 'Ok', Message: 'send success', SerialNo: `2645:${Date.now()}`, Fee: 1 };
        }),
      };
    }
    if (action === 'DescribeCaptchaResult') {
      const ok = this.validTickets.has(body.Ticket) && typeof body.Randstr === 'string' && body.CaptchaType === 9;
      return { CaptchaCode: ok ? 1 : 9, CaptchaMsg: ok ? 'OK' : 'verify ticket fail' };
    }
    return { Error: { Code: 'InvalidAction', Message: `unknown action ${String(action)}` } };
  }

  private checkSignature(req: IncomingMessage, payload: string): { Code: string; Message: string } | null {
    const auth = String(req.headers.authorization ?? '');
    const m = auth.match(/^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\w+)\/tc3_request, SignedHeaders=([\w;-]+), Signature=([0-9a-f]{64})$/);
    if (!m) return { Code: 'AuthFailure.SignatureFailure', Message: 'malformed authorization' };
    const [, id, date, service, signedHeaders, signature] = m;
    if (id !== this.secretId) return { Code: 'AuthFailure.SecretIdNotFound', Message: 'secret id not found' };
    const ts = Number(req.headers['x-tc-timestamp']);
    if (!ts || Math.abs(Date.now() / 1000 - ts) > 300) return { Code: 'AuthFailure.SignatureExpire', Message: 'signature expired' };
    if (new Date(ts * 1000).toISOString().slice(0, 10) !== date) return { Code: 'AuthFailure.SignatureFailure', Message: 'date mismatch' };
    const headerBlock = signedHeaders
      .split(';')
      .map((h) => `${h}:${String(req.headers[h] ?? '').trim().toLowerCase()}\n`)
      .join('');
    const canonical = [req.method, '/', '', headerBlock, signedHeaders, createHash('sha256').update(payload).digest('hex')].join('\n');
    const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/${service}/tc3_request\n${createHash('sha256').update(canonical).digest('hex')}`;
    let key: Buffer = createHmac('sha256', `TC3${this.secretKey}`).update(date).digest();
    key = createHmac('sha256', key).update(service).digest();
    key = createHmac('sha256', key).update('tc3_request').digest();
    const expected = createHmac('sha256', key).update(toSign).digest('hex');
    return expected === signature ? null : { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' };
  }
}
