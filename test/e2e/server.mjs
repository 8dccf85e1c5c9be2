// Starts the built product (dist/server + dist/h5) on a free port with a throwaway SQLite file.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export async function startServer(env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'codetrek-e2e-'));
  // E2E_PORT pins the port (helpers sharing a machine use their own range)
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : 18000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, [join(root, 'dist/server/src/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_URL: `sqlite:${join(dir, 'e2e.sqlite')}`, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = await new Promise((resolve, reject) => {
    // a fresh database seeds the classic bank (its packages come from a shared cache after the first build)
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120000);
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

/** Debian's Chromium, headless, with what this closed network needs (no background calls out). */
export function launchChromium(extraArgs = []) {
  return import('playwright-core').then(({ chromium }) =>
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
    }),
  );
}

/**
 * A journey's steps and its closing line. `stopAfterFailure`: when steps build on each other,
 * the rest are reported as failures once one fails.
 */
export function createSteps({ stopAfterFailure = false } = {}) {
  const results = [];
  let broken = false;
  async function step(name, fn) {
    if (broken) {
      results.push([name, false]);
      console.log(`  ✕ ${name} (skipped after an earlier failure)`);
      return;
    }
    try {
      await fn();
      results.push([name, true]);
      console.log(`  ✓ ${name}`);
    } catch (err) {
      broken = stopAfterFailure;
      results.push([name, false]);
      console.log(`  ✕ ${name}\n    ${String(err.message ?? err).split('\n').join('\n    ')}`);
    }
  }
  /** Prints "N passed, N failed" and returns the exit code. */
  function finish() {
    const failed = results.filter(([, ok]) => !ok).length;
    console.log(`\n${results.length - failed} passed, ${failed} failed`);
    return failed ? 1 : 0;
  }
  return { step, finish };
}

/** A browser context in Chinese with the notice-follow modal already seen (it would cover the pages). */
export async function newContext(browser, viewport, options = {}) {
  const ctx = await browser.newContext({ viewport, locale: 'zh-CN', ...options });
  await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', '{"data":true}'));
  return ctx;
}

/** Signs in on the development page as 'admin', 'user' (the learner button) or a uid, then waits to leave it. */
export async function devSignIn(page, base, who, to) {
  await page.goto(`${base}/login/dev?redirectUrl=${encodeURIComponent(to)}`);
  if (who === 'admin') await page.locator('#app').getByText('以管理员登录').click();
  else if (who === 'user') await page.locator('#app').getByText('以普通学员登录').click();
  else {
    await page.locator('.dev-login__input input, input.dev-login__input').first().fill(who);
    await page.locator('.dev-login__go').click();
  }
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
}
