// Profiling helper (not part of `npm run bench`): starts the hot-read app in this process and
// drives autocannon at one endpoint from another; run under `node --cpu-prof --cpu-prof-dir=...`.
//   node --cpu-prof --cpu-prof-dir=.artifacts/profile test/bench/profile.mjs [user|oj|course|topic] [on|off]
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { startHotApp } from './api.mjs';

const root = new URL('../..', import.meta.url).pathname;
const which = { user: 'GET /api/user', oj: 'OJ problem list', course: 'course list', topic: "topic's first page" }[process.argv[2] ?? 'user'];
const { app, base, headers, urls } = await startHotApp((process.argv[3] ?? 'on') === 'on');
const args = [join(root, 'node_modules/autocannon/autocannon.js'), '-c', '32', '-d', process.env.PROFILE_SECONDS ?? '6'];
for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
await new Promise((resolve, reject) =>
  execFile(process.execPath, [...args, `${base}${urls[which]}`], (err, _out, stderr) => (err ? reject(err) : (process.stderr.write(stderr), resolve()))),
);
await app.close();
