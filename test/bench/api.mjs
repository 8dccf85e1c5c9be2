// API throughput part of `npm run bench` (asserts nothing): the hot reads against a bare fastify
// route in the same run, each driven by autocannon from a separate process.
//   GET /api/user, the OJ problem list, the course list and a topic's first page of comments.
import { createDecipheriv } from 'node:crypto';
import Fastify from 'fastify';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;
const { createApp } = require(join(root, 'dist/server/src/app.factory.js'));
const { loadConfig } = require(join(root, 'dist/server/src/config/app-config.js'));

export function decryptWith(key, body) {
  const raw = Buffer.from(body.data, 'base64');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(body.iv, 'base64'));
  d.setAuthTag(raw.subarray(raw.length - 16));
  return JSON.parse(Buffer.concat([d.update(raw.subarray(0, raw.length - 16)), d.final()]).toString());
}

/** Starts the seeded app on 127.0.0.1 with a signed-in learner and a topic with 30 comments. */
export async function startHotApp(encrypt, port = 0) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DB_URL: 'sqlite::memory:', H5_DIR: '/nonexistent', API_ENCRYPT: encrypt ? 'on' : 'off', SEED: 'on' });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  const http = app.getHttpAdapter().getInstance();
  const call = async (method, url, session, form) => {
    const headers = session ? { authorization: session.token, uid: session.uid } : {};
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await http.inject({ method, url, headers, payload: form ? new URLSearchParams(form).toString() : undefined });
    let body = JSON.parse(res.body);
    if (res.headers['x-encrypted'] === '1') body = decryptWith(session ? Buffer.from(session.response_key, 'base64') : config.deployKey, body);
    if (body.code !== 2000) throw new Error(`${url}: ${body.msg}`);
    return body.data;
  };
  const user = await call('POST', '/api/v1/login/dev', null, { role: 'user' });
  const admin = await call('POST', '/api/v1/login/dev', null, { role: 'admin' });
  const board = await call('POST', '/api/admin/discuz/save', admin, { name: '性能测试', description: '基准' });
  const { topic_id } = await call('POST', '/api/v1/topic/post', admin, { cate: board.cate, title: '基准帖子', content: '内容' });
  for (let i = 0; i < 30; i++) await call('POST', '/api/v1/comment/post', admin, { uid: admin.uid, topic_id, content: `评论 ${i}` });
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const headers = { authorization: user.token, uid: user.uid };
  const urls = {
    'GET /api/user': '/api/user',
    'OJ problem list': '/api/v1/oj/problem/list?page_no=1&page_size=20',
    'course list': '/api/v1/course/list?page_no=1&page_size=20',
    "topic's first page": `/api/v1/comment/list?topic_id=${topic_id}&page_no=1&page_size=20`,
  };
  for (const u of Object.values(urls)) await call('GET', u, user);
  return { app, base, headers, urls };
}

async function apiThroughput(load, encrypt) {
  const { app, base, headers, urls } = await startHotApp(encrypt);
  const out = {};
  try {
    for (const [name, url] of Object.entries(urls)) out[name] = await load(`${base}${url}`, headers);
  } finally {
    await app.close();
  }
  return out;
}

async function bareThroughput(load) {
  const f = Fastify();
  const body = { code: 2000, data: { uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002' }, msg: 'ok' };
  f.get('/bare', async () => body);
  await f.listen({ port: 0, host: '127.0.0.1' });
  const rps = await load(`http://127.0.0.1:${f.server.address().port}/bare`);
  await f.close();
  return rps;
}

/** Lines to print: the bare route's req/s, then each endpoint with and without encryption. */
export async function apiBench(load) {
  const bare = await bareThroughput(load);
  const plain = await apiThroughput(load, false);
  const enc = await apiThroughput(load, true);
  const lines = [`bare fastify route ${bare.toFixed(0)} req/s`];
  for (const name of Object.keys(plain)) {
    const p = plain[name];
    const e = enc[name];
    lines.push(
      `${name.padEnd(20)} off ${p.toFixed(0).padStart(6)} req/s (ratio ${(p / bare).toFixed(3)})  on ${e.toFixed(0).padStart(6)} req/s (ratio ${(e / bare).toFixed(3)})  encryption costs ${((1 - e / p) * 100).toFixed(1)}%`,
    );
  }
  return lines;
}
