// Starts the built product (dist/server + dist/h5) on a free port with a throwaway SQLite file.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export async function startServer(env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'codetrek-e2e-'));
  const port = 18000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, [join(root, 'dist/server/src/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_URL: `sqlite:${join(dir, 'e2e.sqlite')}`, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30000);
    child.stdout.on('data', () => {
      const m = out.match(/running at (http:\/\/\S+?)\/?\s/);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM'), log: () => out };
}
