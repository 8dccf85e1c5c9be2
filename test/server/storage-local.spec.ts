import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiCode } from '../../types/api';
import type { SignedUrl, UploadImageResponse } from '../../types/upload';
import { MESSAGES } from '../../types/validation';
import type { SessionInfo } from '../../types/user';
import { LocalDiskStorage } from '../../server/src/providers/storage/local/local-disk.storage';
import { STORAGE_PROVIDER, StorageError } from '../../server/src/providers/storage/storage.provider';
import { StorageService } from '../../server/src/modules/storage/storage.service';
import { TestApp } from '../helpers/app';
import { png } from '../helpers/image-factory';
import { fetchRaw, postMultipart } from '../helpers/multipart';

describe('local-disk storage: signed URLs, ranges, traversal', () => {
  let t: TestApp;
  let dir: string;
  let local: LocalDiskStorage;
  let storage: StorageService;
  let user: SessionInfo;
  // bytes 0..255 repeated: any slice tells where it came from
  const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
  const videoKey = 'u/10002/video/clip.mp4';

  beforeAll(async () => {
    const base = mkdtempSync(join(tmpdir(), 'ct-store-'));
    dir = join(base, 'uploads');
    mkdirSync(dir);
    writeFileSync(join(base, 'secret.txt'), 'root:x:0:0:outside the storage root');
    t = await TestApp.start({ STORAGE_DIR: dir });
    local = t.app.get(STORAGE_PROVIDER);
    storage = t.app.get(StorageService);
    user = await t.devLogin('user');
    await local.put(videoKey, video, 'video/mp4');
  });
  afterAll(() => t.close());

  it('serves a file through its signed URL with the stored content type', async () => {
    const res = await fetchRaw(t, local.signedUrl(videoKey, 60));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('refuses a missing, tampered or expired signature', async () => {
    const url = local.signedUrl(videoKey, 60);
    const [path, query] = url.split('?');
    const q = new URLSearchParams(query);
    const sig = q.get('sig')!;
    const tampered = [
      path,
      `${path}?expires=${q.get('expires')}`,
      `${path}?expires=${q.get('expires')}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      // a later expiry under the old signature
      `${path}?expires=${Number(q.get('expires')) + 3600}&sig=${sig}`,
      // the signature of one key on another
      `${path.replace('clip.mp4', 'other.mp4')}?${query}`,
      local.signedUrl(videoKey, -1),
    ];
    for (const u of tampered) {
      const res = await t.get(u);
      expect([u, res.status]).toEqual([u, 403]);
      expect(res.body.msg).toBe(MESSAGES.fileLinkInvalid);
    }
  });

  it('answers range requests with 206 and exactly the asked bytes', async () => {
    const url = local.signedUrl(videoKey, 60);
    const mid = await fetchRaw(t, url, { range: 'bytes=100-199' });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe('bytes 100-199/4096');
    expect(mid.headers['content-length']).toBe('100');
    expect(mid.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const open = await fetchRaw(t, url, { range: 'bytes=4000-' });
    expect(open.rawPayload.equals(video.subarray(4000))).toBe(true);
    const suffix = await fetchRaw(t, url, { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe('bytes 4086-4095/4096');
    expect(suffix.rawPayload.equals(video.subarray(4086))).toBe(true);
    const clamped = await fetchRaw(t, url, { range: 'bytes=4090-99999' });
    expect(clamped.headers['content-range']).toBe('bytes 4090-4095/4096');
    const beyond = await fetchRaw(t, url, { range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */4096');
    // several ranges or another unit: the whole file, as RFC 9110 allows
    const multi = await fetchRaw(t, url, { range: 'bytes=0-1,5-6' });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.length).toBe(4096);
  });

  it('never reads outside the storage root, even with a valid signature for the path', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const signed = (k: string) => `expires=${exp}&sig=${local.signer.sign(k, exp)}`;
    const attempts = [
      `/api/v1/oss/file/../secret.txt?${signed('../secret.txt')}`,
      `/api/v1/oss/file/..%2Fsecret.txt?${signed('../secret.txt')}`,
      `/api/v1/oss/file/%2e%2e/secret.txt?${signed('../secret.txt')}`,
      `/api/v1/oss/file/u/..%2F..%2Fsecret.txt?${signed('u/../../secret.txt')}`,
      `/api/v1/oss/file/%2Fetc%2Fpasswd?${signed('/etc/passwd')}`,
      `/api/v1/oss/file/.meta/u/10002/video/clip.mp4.json?${signed('.meta/u/10002/video/clip.mp4.json')}`,
    ];
    for (const url of attempts) {
      const res = await fetchRaw(t, url);
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
      expect(res.body).not.toContain('root:x');
    }
    await expect(local.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(StorageError);
    expect(() => local.signedUrl('a/../../b', 60)).toThrow(StorageError);
  });

  it('serves uploaded HTML as a sandboxed download, never as a page of our origin', async () => {
    const key = 'u/10002/files/page.html';
    await local.put(key, Buffer.from('<script>alert(1)</script>'), 'text/html');
    const res = await fetchRaw(t, local.signedUrl(key, 60));
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('re-signs the caller\'s own keys only', async () => {
    const up = await postMultipart<UploadImageResponse>(t, '/api/v1/upload/image', {
      files: [{ filename: 'a.png', contentType: 'image/png', data: await png(50, 50) }],
      session: user,
    });
    const key = up.body.data.key;
    const again = await t.get<SignedUrl>(`/api/v1/oss/url?key=${encodeURIComponent(key)}`, { session: user });
    expect(again.body.code).toBe(ApiCode.SUCCESS);
    expect((await fetchRaw(t, again.body.data.url)).statusCode).toBe(200);
    const other = await t.devLogin({ uid: '10005' });
    expect((await t.get(`/api/v1/oss/url?key=${encodeURIComponent(key)}`, { session: other })).status).toBe(403);
    const admin = await t.devLogin('admin');
    expect((await t.get(`/api/v1/oss/url?key=${encodeURIComponent(key)}`, { session: admin })).body.code).toBe(ApiCode.SUCCESS);
    expect((await t.get('/api/v1/oss/url?key=u/10002/none.png', { session: user })).status).toBe(404);
    expect((await t.get('/api/v1/oss/url?key=../x', { session: user })).status).toBe(422);
    expect((await t.get(`/api/v1/oss/url?key=${encodeURIComponent(key)}`)).status).toBe(401);
  });

  it('tells its own URLs (for the head image) from anyone else\'s', async () => {
    const url = local.signedUrl('u/10002/img/20260101/abc.png', 60);
    expect(storage.ownsUrl(url, '10002')).toBe('u/10002/img/20260101/abc.png');
    expect(storage.ownsUrl(url)).toBe('u/10002/img/20260101/abc.png');
    expect(storage.ownsUrl(url.split('?')[0], '10002')).toBe('u/10002/img/20260101/abc.png');
    expect(storage.ownsUrl(url, '10003')).toBeNull();
    for (const foreign of [`https://evil.example${url}`, `//evil.example${url}`, 'https://thirdwx.qlogo.cn/mmopen/x/132', 'javascript:alert(1)', '/api/v1/oss/file/u/10002/../10003/x.png', '']) {
      expect([foreign, storage.ownsUrl(foreign, '10002')]).toEqual([foreign, null]);
    }
    const up = await postMultipart<UploadImageResponse>(t, '/api/v1/upload/image', {
      files: [{ filename: 'a.png', contentType: 'image/png', data: await png(30, 30) }],
      session: user,
    });
    expect(await storage.ownedObject(up.body.data.url, '10002')).toMatchObject({ key: up.body.data.key, info: { contentType: 'image/png' } });
    expect(await storage.ownedObject(url, '10002')).toBeNull();
  });
});

describe('STORAGE_PUBLIC_URL', () => {
  it('puts the public origin in front of file URLs and accepts only that origin as ours', async () => {
    const t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-store-')), STORAGE_PUBLIC_URL: 'https://api.codetrek.test' });
    try {
      const storage = t.app.get(StorageService);
      const { url } = storage.signedUrl('u/10002/img/x.png');
      expect(url).toMatch(/^https:\/\/api\.codetrek\.test\/api\/v1\/oss\/file\/u\/10002\/img\/x\.png\?expires=\d+&sig=/);
      expect(storage.ownsUrl(url, '10002')).toBe('u/10002/img/x.png');
      expect(storage.ownsUrl(url.replace('api.codetrek.test', 'evil.test'), '10002')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
