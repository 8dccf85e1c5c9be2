import sharp from 'sharp';
import { ApiCode } from '../../types/api';
import type { StsToken, UploadImageResponse } from '../../types/upload';
import { MESSAGES } from '../../types/validation';
import type { S3Config } from '../../server/src/config/storage-config';
import { S3Storage } from '../../server/src/providers/storage/s3/s3.storage';
import { Credentials, sha256Hex, signHeaders } from '../../server/src/providers/storage/s3/sigv4';
import { StorageError } from '../../server/src/providers/storage/storage.provider';
import { StorageService } from '../../server/src/modules/storage/storage.service';
import { TestApp } from '../helpers/app';
import { S3Emulator } from '../helpers/emulators/s3';
import { png } from '../helpers/image-factory';
import { postMultipart } from '../helpers/multipart';

describe('S3 adapter against the S3/STS emulator', () => {
  const emu = new S3Emulator();
  let cfg: S3Config;
  let s3: S3Storage;

  beforeAll(async () => {
    const endpoint = await emu.start();
    cfg = {
      endpoint,
      region: emu.region,
      bucket: emu.bucket,
      accessKeyId: emu.accessKeyId,
      secretAccessKey: emu.secretAccessKey,
      stsRoleArn: 'arn:aws:iam::123456789012:role/codetrek-uploader',
      stsEndpoint: endpoint,
      pathStyle: true,
    };
    s3 = new S3Storage(cfg);
  });
  afterAll(() => emu.stop());

  it('validates keys before signing anything', async () => {
    for (const key of ['u/10002/../x', 'u/10002/a b.txt', '/u/10002/x', 'u//x']) {
      await expect(s3.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 'InvalidKey' });
    }
    expect(emu.objects.size).toBe(0);
  });

  it('round-trips an object through GetObject, HeadObject, ranged GET and DeleteObject', async () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await s3.put('u/10002/clip.mp4', body, 'video/mp4');
    expect(await s3.get('u/10002/clip.mp4')).toMatchObject({ size: 1000, contentType: 'video/mp4' });
    expect(await s3.head('u/10002/clip.mp4')).toEqual({ size: 1000, contentType: 'video/mp4' });
    const part = await s3.stream('u/10002/clip.mp4', { start: 10, end: 19 });
    const chunks: Buffer[] = [];
    for await (const c of part!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(body.subarray(10, 20))).toBe(true);
    expect(part).toMatchObject({ size: 1000, range: { start: 10, end: 19 } });
    await s3.delete('u/10002/clip.mp4');
    expect(await s3.get('u/10002/clip.mp4')).toBeNull();
    expect(await s3.head('u/10002/clip.mp4')).toBeNull();
    await expect(s3.delete('u/10002/clip.mp4')).resolves.toBeUndefined();
  });

  it('presigns GET URLs that work until they expire', async () => {
    await s3.put('u/10002/p.png', Buffer.from('png bytes'), 'image/png');
    const url = s3.signedUrl('u/10002/p.png', 300);
    expect(url).toContain('X-Amz-Expires=300');
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('png bytes');
    const anHourAgo = new S3Storage(cfg, () => new Date(Date.now() - 3600_000));
    const expired = await fetch(anHourAgo.signedUrl('u/10002/p.png', 60));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');
    const tampered = await fetch(url.replace('p.png', 'q.png'));
    expect(await tampered.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('turns S3 errors into StorageErrors with the S3 code: wrong secret, missing bucket', async () => {
    const wrong = new S3Storage({ ...cfg, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('u/10002/x.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    await expect(wrong.stsFor('10002', 'u/10002/', 900)).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    const noBucket = new S3Storage({ ...cfg, bucket: 'nope' });
    await expect(noBucket.get('u/10002/x.txt')).rejects.toBeInstanceOf(StorageError);
    await expect(noBucket.get('u/10002/x.txt')).rejects.toMatchObject({ code: 'NoSuchBucket' });
  });

  describe('AssumeRole credentials', () => {
    let sts: StsToken;
    const putAs = (creds: Credentials, key: string, method = 'PUT') => {
      const url = new URL(`${cfg.endpoint}/${cfg.bucket}/${key}`);
      const body = method === 'PUT' ? Buffer.from('direct upload') : undefined;
      const headers = signHeaders({ method, url, headers: method === 'PUT' ? { 'content-type': 'image/png' } : {}, payloadHash: sha256Hex(body ?? ''), region: cfg.region, service: 's3', credentials: creds, date: new Date() });
      return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    };
    const temp = (): Credentials => ({ accessKeyId: sts.accessKeyId, secretAccessKey: sts.accessKeySecret, sessionToken: sts.securityToken });

    beforeAll(async () => {
      sts = await s3.stsFor('10002', 'u/10002/', 900);
    });

    it('come back in the SPEC §3 shape from a SigV4-signed AssumeRole with an inline policy', () => {
      expect(sts).toMatchObject({ provider: 's3', bucket: 'codetrek', region: 'us-east-1', prefix: 'u/10002/', endpoint: cfg.endpoint, pathStyle: true });
      expect(sts.accessKeyId).toMatch(/^ASIA/);
      expect(new Date(sts.expiration).getTime() - Date.now()).toBeGreaterThan(890_000);
      const call = emu.assumeRoleCalls.at(-1)!;
      expect(call.get('RoleArn')).toBe(cfg.stsRoleArn);
      expect(call.get('DurationSeconds')).toBe('900');
      expect(call.get('RoleSessionName')).toMatch(/^codetrek-10002-\d+$/);
      expect(JSON.parse(call.get('Policy')!)).toEqual({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: ['s3:PutObject'], Resource: ['arn:aws:s3:::codetrek/u/10002/*'] }],
      });
    });

    it('write under the prefix and nowhere else', async () => {
      expect((await putAs(temp(), 'u/10002/direct.png')).status).toBe(200);
      expect(emu.object('u/10002/direct.png')?.body.toString()).toBe('direct upload');
      for (const key of ['u/10003/direct.png', 'u/100021/direct.png', 'direct.png']) {
        const res = await putAs(temp(), key);
        expect([key, res.status]).toEqual([key, 403]);
        expect(await res.text()).toContain('<Code>AccessDenied</Code>');
      }
      // the policy grants PutObject only
      expect(await (await putAs(temp(), 'u/10002/direct.png', 'GET')).text()).toContain('<Code>AccessDenied</Code>');
    });

    it('need their security token and stop at expiry', async () => {
      const noToken = await putAs({ ...temp(), sessionToken: undefined }, 'u/10002/x.png');
      expect(await noToken.text()).toContain('<Code>InvalidToken</Code>');
      const fresh = await s3.stsFor('10002', 'u/10002/', 900);
      emu.expireSession(fresh.accessKeyId);
      const late = await putAs({ accessKeyId: fresh.accessKeyId, secretAccessKey: fresh.accessKeySecret, sessionToken: fresh.securityToken }, 'u/10002/x.png');
      expect(late.status).toBe(400);
      expect(await late.text()).toContain('<Code>ExpiredToken</Code>');
    });
  });

  it('knows its own object URLs in both addressing styles', () => {
    const url = s3.signedUrl('u/10002/img/a.png', 60);
    expect(s3.keyOfUrl(url)).toBe('u/10002/img/a.png');
    expect(s3.keyOfUrl(url.split('?')[0])).toBe('u/10002/img/a.png');
    expect(s3.keyOfUrl(`${cfg.endpoint}/other-bucket/u/10002/a.png`)).toBeNull();
    expect(s3.keyOfUrl('https://evil.example/codetrek/u/10002/a.png')).toBeNull();
    const vhost = new S3Storage({ ...cfg, endpoint: 'https://s3.example.com', pathStyle: false });
    expect(vhost.objectUrl('u/1/a.png').toString()).toBe('https://codetrek.s3.example.com/u/1/a.png');
    expect(vhost.signedUrl('u/1/a.png', 60)).toMatch(/^https:\/\/codetrek\.s3\.example\.com\/u\/1\/a\.png\?X-Amz-/);
    expect(vhost.keyOfUrl('https://codetrek.s3.example.com/u/1/a.png?X-Amz-Signature=00')).toBe('u/1/a.png');
    expect(vhost.keyOfUrl('https://s3.example.com/codetrek/u/1/a.png')).toBe('u/1/a.png');
    expect(vhost.keyOfUrl('https://other.s3.example.com/u/1/a.png')).toBeNull();
  });
});

describe('STORAGE_ADAPTER=s3 through the API', () => {
  const emu = new S3Emulator();
  let env: Record<string, string>;

  beforeAll(async () => {
    const endpoint = await emu.start();
    env = {
      STORAGE_ADAPTER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: emu.region,
      S3_BUCKET: emu.bucket,
      S3_ACCESS_KEY_ID: emu.accessKeyId,
      S3_SECRET_ACCESS_KEY: emu.secretAccessKey,
    };
  });
  afterAll(() => emu.stop());

  it('uploads images into the bucket and hands out presigned URLs; STS comes from AssumeRole', async () => {
    const t = await TestApp.start(env);
    try {
      const user = await t.devLogin('user');
      const res = await postMultipart<UploadImageResponse>(t, '/api/v1/upload/image', { files: [{ filename: 'a.png', contentType: 'image/png', data: await png(500, 250) }], session: user });
      expect(res.body.code).toBe(ApiCode.SUCCESS);
      const d = res.body.data;
      expect(d.url).toContain(`${env.S3_ENDPOINT}/codetrek/${d.key}?X-Amz-Algorithm=AWS4-HMAC-SHA256`);
      expect(emu.object(d.key)?.contentType).toBe('image/png');
      const thumb = Buffer.from(await (await fetch(d.thumb_url)).arrayBuffer());
      expect(await sharp(thumb).metadata()).toMatchObject({ width: 200, height: 100 });
      expect(t.app.get(StorageService).ownsUrl(d.url, '10002')).toBe(d.key);

      const sts = await t.get<StsToken>('/api/v1/oss/sts?uid=10002', { session: user });
      expect(sts.body.data).toMatchObject({ provider: 's3', bucket: 'codetrek', prefix: 'u/10002/', accessKeyId: expect.stringMatching(/^ASIA/) });
      expect(emu.assumeRoleCalls.at(-1)!.get('RoleArn')).toBeNull();
      // the local-only routes do not exist with S3
      expect((await t.get(`/api/v1/oss/file/${d.key}`)).status).toBe(404);
      expect((await postMultipart(t, '/api/v1/oss/upload', { files: [{ filename: 'a', contentType: 'text/plain', data: Buffer.from('x') }] })).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('reports a wrong secret as 上传图片异常 / 获取上传凭证失败, never an unhandled error', async () => {
    const t = await TestApp.start({ ...env, S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    try {
      const user = await t.devLogin('user');
      const up = await postMultipart(t, '/api/v1/upload/image', { files: [{ filename: 'a.png', contentType: 'image/png', data: await png(50, 50) }], session: user });
      expect(up.status).toBe(500);
      expect(up.body).toMatchObject({ code: ApiCode.SERVER, msg: MESSAGES.imageUploadFailed });
      const sts = await t.get('/api/v1/oss/sts?uid=10002', { session: user });
      expect(sts.status).toBe(503);
      expect(sts.body).toMatchObject({ code: ApiCode.UNAVAILABLE, msg: MESSAGES.uploadCredentialFailed });
    } finally {
      await t.close();
    }
  });

  it('reports an unreachable endpoint the same way', async () => {
    const t = await TestApp.start({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    try {
      const user = await t.devLogin('user');
      const up = await postMultipart(t, '/api/v1/upload/image', { files: [{ filename: 'a.png', contentType: 'image/png', data: await png(50, 50) }], session: user });
      expect(up.body).toMatchObject({ code: ApiCode.SERVER, msg: MESSAGES.imageUploadFailed });
    } finally {
      await t.close();
    }
  });
});
