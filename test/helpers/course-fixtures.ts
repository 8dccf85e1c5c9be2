import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderPayResponse, OrderView } from '../../types/commerce';
import type { DirectUploadResponse, StsToken } from '../../types/upload';
import type { SessionInfo } from '../../types/user';
import { LocalSts } from '../../server/src/providers/storage/local/local-sts';
import type { TestApp } from './app';
import { postMultipart } from './multipart';

/**
 * A real small video made with ffmpeg (scripts/install-system-deps.sh installs it): a test
 * pattern with a running counter, `seconds` long. mp4 (H.264) or webm (VP8).
 */
export function makeVideo(seconds: number, ext: 'mp4' | 'webm' = 'mp4'): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'ct-video-')), `v.${ext}`);
  const codec = ext === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'] : ['-c:v', 'libvpx', '-b:v', '80k'];
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', String(seconds), ...codec, file]);
  return readFileSync(file);
}

/** HLS of the same pattern: the playlist text and its .ts segments, by file name. */
export function makeHls(seconds: number): { playlist: string; segments: Record<string, Buffer> } {
  const dir = mkdtempSync(join(tmpdir(), 'ct-hls-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', String(seconds), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-hls_time', '2', '-hls_list_size', '0', '-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')]);
  const playlist = readFileSync(join(dir, 'index.m3u8'), 'utf8');
  const segments: Record<string, Buffer> = {};
  for (const name of playlist.split('\n').filter((l) => l.endsWith('.ts'))) segments[name] = readFileSync(join(dir, name));
  return { playlist, segments };
}

/** Uploads like the admin console: STS credentials, then the signed direct upload of the local adapter. */
export async function directUpload(t: TestApp, s: SessionInfo, data: Buffer, name: string, contentType: string, key?: string): Promise<DirectUploadResponse> {
  const sts = (await t.get<StsToken>(`/api/v1/oss/sts?uid=${s.uid}`, { session: s })).body.data;
  const objectKey = key ?? `${sts.prefix}video/${Date.now()}-${Math.random().toString(36).slice(2)}/${name}`;
  const expires = String(Math.floor(Date.now() / 1000) + 600);
  const res = await postMultipart<DirectUploadResponse>(t, '/api/v1/oss/upload', {
    fields: { key: objectKey, expires, access_key_id: sts.accessKeyId, security_token: sts.securityToken, signature: LocalSts.signUpload(sts.accessKeySecret, objectKey, expires) },
    files: [{ filename: name, contentType, data }],
  });
  if (res.body.code !== 2000) throw new Error(`upload failed: ${res.body.msg}`);
  return res.body.data;
}

/** Buys a product through the commerce checkout and the sandbox payment. */
export async function buy(t: TestApp, s: SessionInfo, productId: string): Promise<OrderView> {
  const order = await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: productId } });
  if (order.body.code !== 2000) throw new Error(`order failed: ${order.body.msg}`);
  const pay = await t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: order.body.data.order_no, pay_channel: 'sandbox' } });
  if (pay.body.data.action.type !== 'sandbox') throw new Error('expected the sandbox');
  const done = await t.post<OrderView>('/api/v1/pay/sandbox/confirm', { session: s, form: { order_no: order.body.data.order_no, ticket: pay.body.data.action.ticket } });
  if (done.body.data.state !== 'paid') throw new Error(`not paid: ${done.body.msg}`);
  return done.body.data;
}
