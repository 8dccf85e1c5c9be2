import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySigV4 } from './s3-sigv4-verify';

interface Session {
  secret: string;
  token: string;
  expiresAt: number;
  /** parsed session policy of AssumeRole */
  statements: { Effect: string; Action: string | string[]; Resource: string | string[] }[];
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const glob = (pattern: string, value: string) =>
  new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(value);
const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/**
 * A local emulator of Amazon S3 (path-style PutObject/GetObject/HeadObject/DeleteObject, presigned
 * GET) and STS AssumeRole on one endpoint, as MinIO serves them. Every request must carry a valid
 * SigV4 signature (header or query) by the root key or by temporary AssumeRole credentials;
 * temporary credentials need their x-amz-security-token and may do only what their session
 * policy allows. Errors are S3's XML errors (STS: ErrorResponse).
 */
export class S3Emulator {
  readonly objects = new Map<string, StoredObject>();
  readonly assumeRoleCalls: URLSearchParams[] = [];
  private readonly sessions = new Map<string, Session>();
  private server?: Server;

  constructor(
    readonly accessKeyId = 'AKIAEMULATOR00000000',
    readonly secretAccessKey = 'emulator/Secret+Key0000000000000000000000',
    readonly region = 'us-east-1',
    readonly bucket = 'codetrek',
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e) => this.error(res, 500, 'InternalError', String(e)));
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((r) => this.server?.close(r));
  }

  object(key: string): StoredObject | undefined {
    return this.objects.get(`${this.bucket}/${key}`);
  }

  /** Makes temporary credentials expire now (what waiting out DurationSeconds would do). */
  expireSession(accessKeyId: string): void {
    const s = this.sessions.get(accessKeyId);
    if (s) s.expiresAt = Date.now() - 1000;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const rawUrl = req.url ?? '/';
    const path = rawUrl.split('?')[0];
    const sts = req.method === 'POST' && path === '/';
    const auth = verifySigV4(
      { method: req.method ?? 'GET', rawUrl, headers: req.headers, body },
      {
        region: this.region,
        service: sts ? 'sts' : 's3',
        now: new Date(),
        lookup: (id) => {
          if (id === this.accessKeyId) return { secret: this.secretAccessKey };
          const s = this.sessions.get(id);
          return s ? { secret: s.secret, sessionToken: s.token, expired: s.expiresAt <= Date.now() } : null;
        },
      },
    );
    if (!auth.ok) return sts ? this.stsError(res, auth.status, auth.code, auth.message) : this.error(res, auth.status, auth.code, auth.message);
    const session = this.sessions.get(auth.accessKeyId);
    if (sts) return this.assumeRole(res, body.toString('utf8'), session);

    const [, bucket, ...rest] = path.split('/');
    const key = rest.map((s) => decodeURIComponent(s)).join('/');
    if (bucket !== this.bucket) return this.error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return this.error(res, 405, 'MethodNotAllowed', 'bucket operations are not emulated');
    const action = { PUT: 's3:PutObject', GET: 's3:GetObject', HEAD: 's3:GetObject', DELETE: 's3:DeleteObject' }[req.method ?? ''];
    if (!action) return this.error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    if (session && !this.allows(session, action, `arn:aws:s3:::${bucket}/${key}`)) return this.error(res, 403, 'AccessDenied', 'Access Denied');

    const id = `${bucket}/${key}`;
    if (req.method === 'PUT') {
      this.objects.set(id, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"`, 'content-length': '0' });
      return void res.end();
    }
    if (req.method === 'DELETE') {
      this.objects.delete(id);
      res.writeHead(204);
      return void res.end();
    }
    const obj = this.objects.get(id);
    if (!obj) {
      if (req.method === 'HEAD') return void res.writeHead(404).end();
      return this.error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && req.method === 'GET') {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : obj.body.length - 1, obj.body.length - 1);
      if (start >= obj.body.length) return this.error(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
      res.writeHead(206, { 'content-type': obj.contentType, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${obj.body.length}` });
      return void res.end(obj.body.subarray(start, end + 1));
    }
    res.writeHead(200, { 'content-type': obj.contentType, 'content-length': String(obj.body.length), 'accept-ranges': 'bytes' });
    res.end(req.method === 'HEAD' ? undefined : obj.body);
  }

  /** Allowed when some Allow statement matches the action and the resource (no Deny support needed). */
  private allows(session: Session, action: string, resource: string): boolean {
    return session.statements.some(
      (st) => st.Effect === 'Allow' && list(st.Action).some((a) => glob(a, action)) && list(st.Resource).some((r) => glob(r, resource)),
    );
  }

  private assumeRole(res: ServerResponse, form: string, caller: Session | undefined): void {
    const p = new URLSearchParams(form);
    this.assumeRoleCalls.push(p);
    if (caller) return this.stsError(res, 403, 'AccessDenied', 'temporary credentials cannot assume a role here');
    if (p.get('Action') !== 'AssumeRole' || p.get('Version') !== '2011-06-15') return this.stsError(res, 400, 'InvalidAction', 'Could not find operation');
    const name = p.get('RoleSessionName') ?? '';
    if (!/^[\w+=,.@-]{2,64}$/.test(name)) return this.stsError(res, 400, 'ValidationError', "Value at 'roleSessionName' failed to satisfy constraint");
    const duration = Number(p.get('DurationSeconds') ?? 3600);
    if (!Number.isInteger(duration) || duration < 900 || duration > 43200) {
      return this.stsError(res, 400, 'ValidationError', "Value at 'durationSeconds' failed to satisfy constraint: Member must have value greater than or equal to 900");
    }
    let statements: Session['statements'] = [{ Effect: 'Allow', Action: '*', Resource: '*' }];
    if (p.get('Policy')) {
      try {
        statements = list(JSON.parse(p.get('Policy')!).Statement);
      } catch {
        return this.stsError(res, 400, 'MalformedPolicyDocument', 'The policy is not in the valid JSON format.');
      }
    }
    const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
    // base64 with + / = on purpose: the token must survive header and query encoding
    const session: Session = { secret: randomBytes(30).toString('base64'), token: randomBytes(96).toString('base64'), expiresAt: Date.now() + duration * 1000, statements };
    this.sessions.set(accessKeyId, session);
    const xml = `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <AssumedRoleUser><Arn>arn:aws:sts::123456789012:assumed-role/uploader/${xmlEscape(name)}</Arn><AssumedRoleId>AROAEMULATOR:${xmlEscape(name)}</AssumedRoleId></AssumedRoleUser>
    <Credentials>
      <SessionToken>${xmlEscape(session.token)}</SessionToken>
      <SecretAccessKey>${xmlEscape(session.secret)}</SecretAccessKey>
      <Expiration>${new Date(session.expiresAt).toISOString().replace(/\.\d{3}Z$/, 'Z')}</Expiration>
      <AccessKeyId>${accessKeyId}</AccessKeyId>
    </Credentials>
    <PackedPolicySize>6</PackedPolicySize>
  </AssumeRoleResult>
  <ResponseMetadata><RequestId>${randomBytes(8).toString('hex')}</RequestId></ResponseMetadata>
</AssumeRoleResponse>`;
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(xml);
  }

  private error(res: ServerResponse, status: number, code: string, message: string): void {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`);
  }

  private stsError(res: ServerResponse, status: number, code: string, message: string): void {
    res.writeHead(status, { 'content-type': 'text/xml' });
    res.end(`<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`);
  }
}
