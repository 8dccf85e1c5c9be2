import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiCode } from '../../types/api';
import type { DirectUploadResponse, StsToken } from '../../types/upload';
import { MESSAGES } from '../../types/validation';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';
import { fetchRaw, postMultipart, signedForm } from '../helpers/multipart';

describe('GET /api/v1/oss/sts and local direct upload', () => {
  let t: TestApp;
  let user: SessionInfo;
  const file = (data: Buffer = Buffer.from('hello, object storage')) => [{ filename: 'note.txt', contentType: 'text/plain', data }];
  const direct = (fields: Record<string, string>, data?: Buffer) => postMultipart<DirectUploadResponse>(t, '/api/v1/oss/upload', { fields, files: file(data) });
  const sts = async (s: SessionInfo = user) => (await t.get<StsToken>(`/api/v1/oss/sts?uid=${s.uid}`, { session: s })).body.data;

  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-sts-')) });
    user = await t.devLogin('user');
  });
  afterAll(() => {
    jest.restoreAllMocks();
    return t.close();
  });

  it('returns temporary credentials in the SPEC §3 shape, scoped to the caller\'s prefix', async () => {
    const res = await t.get<StsToken>('/api/v1/oss/sts?uid=10002', { session: user });
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    const c = res.body.data;
    expect(c).toEqual({
      accessKeyId: expect.stringMatching(/^CTL[0-9A-F]{20}$/),
      accessKeySecret: expect.any(String),
      securityToken: expect.any(String),
      expiration: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      provider: 'local',
      bucket: 'local',
      region: 'local',
      prefix: 'u/10002/',
      endpoint: '/api/v1/oss/upload',
    });
    const ttl = new Date(c.expiration).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(890_000);
    expect(ttl).toBeLessThanOrEqual(900_000);
  });

  it('gives credentials only for the caller\'s own uid, and only to a signed-in caller', async () => {
    const other = await t.get('/api/v1/oss/sts?uid=10003', { session: user });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get('/api/v1/oss/sts?uid=10002')).status).toBe(401);
    const bad = await t.get('/api/v1/oss/sts?uid=abc', { session: user });
    expect(bad.body).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'uid', message: 'uid 必须是数字' }] });
  });

  it('accepts a signed upload under the prefix and serves it back', async () => {
    const c = await sts();
    const res = await direct(signedForm(c, 'u/10002/notes/hello.txt'));
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    expect(res.body.data).toMatchObject({ key: 'u/10002/notes/hello.txt', size: 21, content_type: 'text/plain' });
    const back = await fetchRaw(t, res.body.data.url);
    expect(back.body).toBe('hello, object storage');
  });

  it('refuses keys outside the prefix, including another user\'s', async () => {
    const c = await sts();
    for (const key of ['u/10003/notes/x.txt', 'u/100021/x.txt', 'public/x.txt']) {
      const res = await direct(signedForm(c, key));
      expect([key, res.status, res.body.msg]).toEqual([key, 403, MESSAGES.uploadKeyOutsidePrefix]);
    }
    const traversal = await direct(signedForm(c, 'u/10002/../10003/x.txt'));
    expect(traversal.status).toBe(422);
  });

  it('refuses forged, mismatched or expired credentials', async () => {
    const c = await sts();
    const good = signedForm(c, 'u/10002/a.txt');
    const mine = await sts(await t.devLogin({ uid: '10005' }));
    const cases: Record<string, string>[] = [
      { ...good, signature: good.signature.replace(/^./, (x) => (x === '0' ? '1' : '0')) },
      // signed with another user's secret
      { ...good, signature: signedForm(mine, 'u/10002/a.txt', Number(good.expires)).signature },
      // another user's token with my access key id
      { ...good, security_token: mine.securityToken },
      // token body edited to widen the prefix
      { ...good, security_token: forgePrefix(c.securityToken, 'u/') },
      // the request deadline has passed, or lies beyond the credentials
      signedForm(c, 'u/10002/a.txt', Math.floor(Date.now() / 1000) - 1),
      signedForm(c, 'u/10002/a.txt', Math.floor(new Date(c.expiration).getTime() / 1000) + 60),
      { key: 'u/10002/a.txt' },
    ];
    for (const fields of cases) {
      const res = await direct(fields);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(MESSAGES.uploadCredentialInvalid);
    }
  });

  it('stops working when the credentials expire', async () => {
    const c = await sts();
    const form = signedForm(c, 'u/10002/late.txt', Math.floor(new Date(c.expiration).getTime() / 1000));
    expect((await direct(form)).body.code).toBe(ApiCode.SUCCESS);
    const later = new Date(c.expiration).getTime() + 1000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const res = await direct(form);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(MESSAGES.uploadCredentialInvalid);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps the 10 MB limit on direct uploads', async () => {
    const c = await sts();
    const res = await direct(signedForm(c, 'u/10002/big.bin'), Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe(MESSAGES.fileTooLarge);
  });
});

function forgePrefix(token: string, prefix: string): string {
  const [body, sig] = token.split('.');
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
  return `${Buffer.from(JSON.stringify({ ...payload, p: prefix })).toString('base64url')}.${sig}`;
}
