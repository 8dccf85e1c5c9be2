import { createHmac } from 'node:crypto';
import type { StsToken } from '../../types/upload';
import { presignUrl } from '../../server/src/providers/storage/s3/sigv4';
import { localSignature, objectUrl, presignPut, uploadToStorage, VIDEO_UPLOAD_TIMEOUT_MS } from '../../src/pages/admin/video/direct-upload';
import { get, upload } from '../../src/services/request';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/admin/video'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));
jest.mock('../../src/services/request', () => ({ ...jest.requireActual('../../src/services/request'), get: jest.fn(), upload: jest.fn() }));

const sts = (over: Partial<StsToken> = {}): StsToken => ({
  accessKeyId: 'ASIAEXAMPLE',
  accessKeySecret: 'secret/with+chars',
  securityToken: 'token/with=chars+',
  expiration: '2026-05-01T09:00:00.000Z',
  provider: 's3',
  bucket: 'codetrek-media',
  region: 'ap-east-1',
  prefix: 'u/10001/',
  endpoint: 'https://s3.example.com',
  pathStyle: true,
  ...over,
});

describe('browser direct upload signatures', () => {
  it('signs the S3 PUT exactly as the server-side SigV4 implementation does (path and virtual-hosted style)', async () => {
    const date = new Date('2026-05-01T08:15:00.000Z');
    for (const style of [true, false]) {
      const c = sts({ pathStyle: style });
      const key = 'u/10001/video/20260501/a b+c.mp4';
      const ours = await presignPut(c, key, date, 900);
      const theirs = presignUrl({
        method: 'PUT',
        url: objectUrl(c, key),
        region: c.region,
        service: 's3',
        credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.accessKeySecret, sessionToken: c.securityToken },
        date,
        expiresSeconds: 900,
      });
      const sorted = (u: string) => {
        const url = new URL(u);
        return [url.origin + url.pathname, [...url.searchParams.entries()].sort()];
      };
      expect(sorted(ours)).toEqual(sorted(theirs));
    }
  });

  it('signs the local adapter form as the server checks it', async () => {
    const want = createHmac('sha256', 'sekrit').update('POST\nu/10001/video/x.mp4\n1777777777').digest('hex');
    expect(await localSignature('sekrit', 'u/10001/video/x.mp4', '1777777777')).toBe(want);
  });
});

describe('admin video upload to the local adapter', () => {
  it('sends the signed form through the request layer with progress and a video-sized time limit', async () => {
    const c = sts({ provider: 'local', endpoint: '/api/v1/oss/upload', prefix: 'u/10001/', expiration: new Date(Date.now() + 900_000).toISOString() });
    jest.mocked(get).mockResolvedValueOnce(c);
    jest.mocked(upload).mockImplementationOnce(async (_path, _file, o) => {
      for (const p of [5, 50, 100]) o?.onProgress?.(p);
      return { key: (o?.formData as Record<string, string>).key };
    });
    const g = globalThis as unknown as { URL: { createObjectURL?: unknown; revokeObjectURL?: unknown } };
    g.URL.createObjectURL ??= () => 'blob:video';
    g.URL.revokeObjectURL ??= () => undefined;
    const seen: number[] = [];
    const file = new File([new Uint8Array(16)], 'lesson one.mp4', { type: 'video/mp4' });
    const key = await uploadToStorage('10001', file, (p) => seen.push(p));
    expect(key).toMatch(/^u\/10001\/video\/\d{8}\/[a-z0-9]+\.mp4$/);
    expect(seen).toEqual([5, 50, 100]);
    const [path, , options] = jest.mocked(upload).mock.calls[0];
    expect(path).toBe('/v1/oss/upload');
    expect(options).toMatchObject({ fileName: 'lesson one.mp4', timeoutMs: VIDEO_UPLOAD_TIMEOUT_MS });
    const f = options!.formData!;
    expect(f.signature).toBe(await localSignature(c.accessKeySecret, f.key, f.expires));
  });
});
