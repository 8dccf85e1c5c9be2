import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Build the mini-program once per run so the checks see the current src/ (about 20 s).
 * WEAPP_SKIP_BUILD=1 reuses dist/weapp (e.g. right after `npm run build:weapp`).
 */
export default function globalSetup(): void {
  if (process.env.WEAPP_SKIP_BUILD === '1') return;
  const root = path.resolve(__dirname, '..', '..');
  const taro = path.join(root, 'node_modules', '.bin', 'taro');
  const res = spawnSync(taro, ['build', '--type', 'weapp'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    throw new Error(`taro build --type weapp failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  }
}
