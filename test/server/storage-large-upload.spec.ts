import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { ApiCode } from '../../types/api';
import type { DirectUploadResponse, StsToken } from '../../types/upload';
import { MESSAGES } from '../../types/validation';
import { multipart } from '../helpers/multipart';
import type { SessionInfo } from '../../types/user';
import { UPLOAD_INTERRUPTED } from '../../server/src/modules/storage/multipart-file';
import { TestApp } from '../helpers/app';
import { fetchRaw, open, signedForm } from '../helpers/multipart';

const MB = 1024 * 1024;

// A full collection before each memory sample: what is measured is what is still referenced,
// not garbage the collector has not reached yet (socket chunks are freed only by a GC).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
setFlagsFromString('--no-expose-gc');
const PORT = 18510;
const CHUNK = 64 * 1024;

/**
 * The generated file cycles through a few distinct 64 KB chunks made once: the sender allocates
 * nothing per chunk, so memory growth during the upload is the server's.
 */
const CHUNKS = Array.from({ length: 13 }, (_, i) => randomBytes(CHUNK).fill(i, 0, 8));
const chunkOf = (i: number): Buffer => CHUNKS[i % CHUNKS.length];

interface StreamedUpload {
  /** the response, or null when the connection was cut before one came */
  status: number | null;
  text: string;
  /** sha256 of the file bytes sent */
  sha256: string;
  /** highest rss growth seen while sending, bytes */
  peakRssDelta: number;
}

/**
 * POSTs a multipart direct upload over real HTTP with a file of `fileBytes` generated chunk by
 * chunk (never held whole), respecting backpressure. `abortAfter` destroys the socket once that
 * many file bytes are out; `chunked` sends no Content-Length (the server must count).
 */
function streamUpload(fields: Record<string, string>, fileBytes: number, opts: { abortAfter?: number; chunked?: boolean } = {}): Promise<StreamedUpload> {
  const boundary = `----ct${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: Record<string, string | number> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (!opts.chunked) headers['content-length'] = head.length + fileBytes + tail.length;
  const hash = createHash('sha256');
  gc();
  const rss0 = process.memoryUsage().rss;
  let peak = 0;
  // sampled every 8 MB sent (a full collection each time: a handful per upload)
  const sample = () => {
    gc();
    peak = Math.max(peak, process.memoryUsage().rss - rss0);
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, text: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, text, sha256: hash.digest('hex'), peakRssDelta: peak });
    };
    const req = request({ host: '127.0.0.1', port: PORT, method: 'POST', path: '/api/v1/oss/upload', headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => finish(res.statusCode ?? null, Buffer.concat(parts).toString('utf8')));
      res.on('error', () => finish(res.statusCode ?? null, ''));
    });
    req.on('error', () => setTimeout(() => finish(null, ''), 200));
    let sent = 0;
    let i = 0;
    const pump = () => {
      while (sent < fileBytes) {
        if (req.destroyed) return;
        if (opts.abortAfter !== undefined && sent >= opts.abortAfter) {
          req.destroy();
          setTimeout(() => finish(null, ''), 200);
          return;
        }
        const c = chunkOf(i++).subarray(0, Math.min(CHUNK, fileBytes - sent));
        hash.update(c);
        sent += c.length;
        if (sent % (8 * MB) < c.length) sample();
        if (!req.write(c)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(head);
    pump();
  });
}

jest.setTimeout(120_000);

describe('local direct upload of large videos: streamed to disk, limited, never partial', () => {
  let t: TestApp;
  let dir: string;
  let admin: SessionInfo;
  let sts: StsToken;
  const key = (name: string) => `${sts.prefix}video/20260501/${name}.mp4`;
  const envelope = (text: string) => open<DirectUploadResponse>(t, text, true);
  /** every file under the storage root except the (empty) temp folder */
  const leftovers = (): string[] => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else out.push(join(d, e.name).slice(dir.length + 1));
      }
    };
    walk(dir);
    return out;
  };
  const waitFor = async (cond: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    return cond();
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ct-big-'));
    t = await TestApp.start({ STORAGE_DIR: dir, STORAGE_VIDEO_MAX_BYTES: String(80 * MB) });
    await t.app.listen(PORT, '127.0.0.1');
    admin = await t.devLogin('admin');
    sts = (await t.get<StsToken>(`/api/v1/oss/sts?uid=${admin.uid}`, { session: admin })).body.data;
  });
  afterAll(() => t.close());

  it('streams a 50 MB video to disk without holding it in memory, and serves it back intact', async () => {
    const size = 50 * MB + 12345;
    const k = key('fifty');
    const res = await streamUpload(signedForm(sts, k), size);
    expect(res.status).toBe(200);
    const body = envelope(res.text);
    expect(body.code).toBe(ApiCode.SUCCESS);
    expect(body.data).toMatchObject({ key: k, size, content_type: 'video/mp4' });
    // the app runs in this process: a buffered body would show up whole in rss (measured: ~50 MB
    // when the file is collected before writing, well under 1 MB when streamed)
    expect(res.peakRssDelta).toBeLessThan(16 * MB);
    const served = await fetchRaw(t, body.data.url);
    expect(served.rawPayload.length).toBe(size);
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(res.sha256);
    expect(leftovers().filter((f) => f.startsWith('u/') || f.startsWith('.tmp/'))).toEqual([k]);
  });

  it('leaves no file, partial or temporary, when the client goes away midway', async () => {
    const k = key('aborted');
    const res = await streamUpload(signedForm(sts, k), 40 * MB, { abortAfter: 15 * MB });
    expect(res.status).toBeNull();
    expect(await waitFor(() => readdirSync(join(dir, '.tmp')).length === 0)).toBe(true);
    expect(existsSync(join(dir, k))).toBe(false);
    expect(existsSync(join(dir, '.meta', `${k}.json`))).toBe(false);
  });

  it('refuses a body that ends before the file does with a clear 400', async () => {
    const k = key('truncated');
    const { payload, contentType } = multipart(signedForm(sts, k), [
      { filename: 'x.mp4', contentType: 'video/mp4', data: Buffer.alloc(3 * MB, 7) },
    ]);
    const res = await t.app.getHttpAdapter().getInstance().inject({
      method: 'POST',
      url: '/api/v1/oss/upload',
      headers: { 'content-type': contentType },
      payload: payload.subarray(0, 2 * MB),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(envelope(res.body).msg).toBe(UPLOAD_INTERRUPTED);
    expect(readdirSync(join(dir, '.tmp'))).toEqual([]);
    expect(existsSync(join(dir, k))).toBe(false);
  });

  it('refuses a video over STORAGE_VIDEO_MAX_BYTES with 413, counted as it streams, and keeps nothing', async () => {
    const k = key('toolarge');
    // no Content-Length: the limit is found by counting the bytes
    const res = await streamUpload(signedForm(sts, k), 90 * MB, { chunked: true });
    expect(res.status).toBe(413);
    expect(envelope(res.text)).toMatchObject({ code: ApiCode.PAYLOAD_TOO_LARGE, msg: '视频文件过大（大于80MB）' });
    expect(await waitFor(() => readdirSync(join(dir, '.tmp')).length === 0)).toBe(true);
    expect(existsSync(join(dir, k))).toBe(false);
  });

  it('refuses a declared Content-Length over the limit before reading the file', async () => {
    const k = key('declared');
    const res = await streamUpload(signedForm(sts, k), 81 * MB);
    expect(res.status).toBe(413);
    expect(envelope(res.text).msg).toBe('视频文件过大（大于80MB）');
    expect(existsSync(join(dir, k))).toBe(false);
    expect(readdirSync(join(dir, '.tmp'))).toEqual([]);
  });

  it('keeps a learner at 10 MB, videos too: large videos are the admins\' library', async () => {
    const learner = await t.devLogin('user');
    const mine = (await t.get<StsToken>(`/api/v1/oss/sts?uid=${learner.uid}`, { session: learner })).body.data;
    const k = `${mine.prefix}video/20260501/mine.mp4`;
    const res = await streamUpload(signedForm(mine, k), 11 * MB, { chunked: true });
    expect(res.status).toBe(413);
    expect(envelope(res.text).msg).toBe(MESSAGES.fileTooLarge);
    expect(existsSync(join(dir, k))).toBe(false);
    expect(await waitFor(() => readdirSync(join(dir, '.tmp')).length === 0)).toBe(true);
    // a small one is fine
    const small = await streamUpload(signedForm(mine, `${mine.prefix}video/20260501/small.mp4`), 1 * MB);
    expect(small.status).toBe(200);
  });

  it('keeps the 10 MB limit for files that are not videos', async () => {
    const k = `${sts.prefix}files/big.bin`;
    const res = await streamUpload(signedForm(sts, k), 11 * MB, { chunked: true });
    expect(res.status).toBe(413);
    expect(envelope(res.text).msg).toBe(MESSAGES.fileTooLarge);
    expect(existsSync(join(dir, k))).toBe(false);
  });
});
