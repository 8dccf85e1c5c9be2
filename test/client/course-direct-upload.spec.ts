import { createHmac } from 'node:crypto';
import type { StsToken } from '../../types/upload';
import { presignUrl } from '../../server/src/providers/storage/s3/sigv4';
import { localSignature, objectUrl, presignPut } from '../../src/pages/admin/video/direct-upload';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/admin/video'), go: jest.fn(), goBack: jest.fn() }));
jest.mock('../../src/platform/login', () => ({ goToLogin: jest.fn() }));

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
