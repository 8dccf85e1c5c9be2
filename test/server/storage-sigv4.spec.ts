import { EMPTY_SHA256, explain, presignUrl, sha256Hex, signHeaders } from '../../server/src/providers/storage/s3/sigv4';
import { verifySigV4, WireRequest } from '../helpers/emulators/s3-sigv4-verify';

// The worked examples of the Amazon S3 API Reference, "Signature Calculations for the
// Authorization Header" and "Authenticating Requests: Using Query Parameters".
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const date = new Date('2013-05-24T00:00:00Z');
const base = { region: 'us-east-1', service: 's3', credentials, date };
const host = 'examplebucket.s3.amazonaws.com';

describe('SigV4 signer (adapter) against the AWS examples', () => {
  it('GET Object with a Range header', () => {
    const headers = signHeaders({ ...base, method: 'GET', url: new URL(`https://${host}/test.txt`), headers: { range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256 });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    const parts = explain({ ...base, method: 'GET', url: new URL(`https://${host}/test.txt`), headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' }, payloadHash: EMPTY_SHA256 });
    expect(sha256Hex(parts.canonicalRequest)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
  });

  it('PUT Object with a key that needs encoding ($)', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signHeaders({
      ...base,
      method: 'PUT',
      url: new URL(`https://${host}/test$file.text`),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
    });
    expect(headers['x-amz-content-sha256']).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(headers.authorization).toContain('Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET with query parameters (list objects)', () => {
    const headers = signHeaders({ ...base, method: 'GET', url: new URL(`https://${host}/?max-keys=2&prefix=J`), headers: {}, payloadHash: EMPTY_SHA256 });
    expect(headers.authorization).toContain('Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('presigned GET URL', () => {
    const url = presignUrl({ ...base, method: 'GET', url: new URL(`https://${host}/test.txt`), expiresSeconds: 86400 });
    expect(url).toMatch(/^https:\/\/examplebucket\.s3\.amazonaws\.com\/test\.txt\?/);
    expect(new URL(url).searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(url).toMatch(/&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404$/);
  });
});

describe('SigV4 verifier (emulator) against the same examples', () => {
  const ctx = (now = date) => ({
    region: 'us-east-1',
    service: 's3' as const,
    now,
    lookup: (id: string) => (id === credentials.accessKeyId ? { secret: credentials.secretAccessKey } : null),
  });
  const getObject = (signature: string): WireRequest => ({
    method: 'GET',
    rawUrl: '/test.txt',
    body: Buffer.alloc(0),
    headers: {
      host,
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY_SHA256,
      'x-amz-date': '20130524T000000Z',
      authorization: `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=${signature}`,
    },
  });
  const presigned =
    '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';

  it('accepts the documented header signature and refuses any other', () => {
    expect(verifySigV4(getObject('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41'), ctx())).toMatchObject({ ok: true });
    expect(verifySigV4(getObject('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb42'), ctx())).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    const otherRange = getObject('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    otherRange.headers.range = 'bytes=0-99';
    expect(verifySigV4(otherRange, ctx())).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifySigV4(getObject('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41'), ctx(new Date('2013-05-24T01:00:00Z')))).toMatchObject({ ok: false, code: 'RequestTimeTooSkewed' });
  });

  it('accepts the documented presigned URL until it expires', () => {
    const req = { method: 'GET', rawUrl: presigned, body: Buffer.alloc(0), headers: { host } };
    expect(verifySigV4(req, ctx(new Date('2013-05-24T23:00:00Z')))).toMatchObject({ ok: true, presigned: true });
    expect(verifySigV4(req, ctx(new Date('2013-05-25T00:00:01Z')))).toMatchObject({ ok: false, code: 'AccessDenied', message: 'Request has expired' });
    expect(verifySigV4({ ...req, rawUrl: presigned.replace('test.txt', 'other.txt') }, ctx())).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });
});
