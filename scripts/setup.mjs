#!/usr/bin/env node
// What `npm start` and `npm test` do first, so that a fresh Debian/Ubuntu clone needs nothing else:
//   1. the system packages of scripts/install-system-deps.sh (installed when running as root or
//      where sudo works; otherwise it says exactly what to run),
//   2. `npm install` when node_modules is missing or older than package-lock.json,
//   3. with --build: the H5 app and the API, rebuilt only when their sources changed.
// Everything is checked by content stamps, so a run with all in place adds well under 2 s.
//   node scripts/setup.mjs [--build] [--stamp]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const INSTALL_STAMP = join(root, 'node_modules/.codetrek-install');

function log(msg) {
  process.stdout.write(`[setup] ${msg}\n`);
}

function fail(msg) {
  process.stderr.write(`\n[setup] ${msg}\n\n`);
  process.exit(1);
}

function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', ...opts });
  return r.status === 0;
}

function lockStamp() {
  const h = createHash('sha256');
  for (const f of ['package.json', 'package-lock.json']) if (existsSync(join(root, f))) h.update(readFileSync(join(root, f)));
  return h.digest('hex');
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`需要 Node.js 20.19 或更高版本（当前 ${process.versions.node}）。`);
}

function systemPackages() {
  const script = join(root, 'scripts/install-system-deps.sh');
  if (spawnSync('sh', ['-c', 'command -v dpkg-query'], { stdio: 'ignore' }).status !== 0) {
    log('not a Debian/Ubuntu system: install the packages listed in scripts/install-system-deps.sh yourself');
    return;
  }
  const check = spawnSync('bash', [script, '--check'], { cwd: root, encoding: 'utf8' });
  if (check.status === 0) return;
  const missing = check.stdout.trim();
  log(`missing system packages: ${missing}`);
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && spawnSync('sh', ['-c', 'command -v sudo >/dev/null && sudo -n true'], { stdio: 'ignore' }).status === 0;
  const interactiveSudo = !isRoot && !canSudo && process.stdin.isTTY && spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (isRoot || canSudo || interactiveSudo) {
    log('installing them (apt-get)…');
    if (run(isRoot ? 'bash' : 'sudo', isRoot ? [script] : ['bash', script])) return;
    fail('安装系统软件包失败，请查看上面的 apt-get 输出后重试：sudo bash scripts/install-system-deps.sh');
  }
  fail(`缺少系统软件包（${missing}），当前用户无法自动安装。请先以 root 身份运行：\n  sudo bash scripts/install-system-deps.sh\n（或 su -c "bash scripts/install-system-deps.sh"），然后重新运行本命令。`);
}

function nodeModules() {
  const want = lockStamp();
  const have = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : '';
  if (existsSync(join(root, 'node_modules')) && have === want) return;
  log(existsSync(join(root, 'node_modules')) ? 'package-lock.json changed: npm install' : 'node_modules missing: npm install');
  // npm ci fails on @tarojs/binding's unpublished optional dependencies (DESIGN §2)
  if (!run('npm', ['install', '--no-audit', '--no-fund'])) fail('npm install 失败，请检查网络与 npm registry 后重试：npm install');
  writeStamp();
}

function writeStamp() {
  if (existsSync(join(root, 'node_modules'))) writeFileSync(INSTALL_STAMP, lockStamp());
}

/** sha256 over the paths and contents of the inputs of one build */
function treeHash(entries) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (name !== 'node_modules' && !name.startsWith('.')) walk(join(p, name));
    } else {
      h.update(relative(root, p));
      h.update(readFileSync(p));
    }
  };
  for (const e of entries) walk(join(root, e));
  return h.digest('hex');
}

function buildIfStale(name, script, inputs, stampFile) {
  const stamp = join(root, stampFile);
  const want = treeHash(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) {
    log(`${name}: up to date`);
    return;
  }
  log(`${name}: building (npm run ${script})…`);
  if (!run('npm', ['run', script])) fail(`${name} 构建失败（npm run ${script}），请查看上面的输出。`);
  writeFileSync(stamp, want);
}

checkNode();
if (args.has('--stamp')) {
  writeStamp();
  process.exit(0);
}
systemPackages();
nodeModules();
if (args.has('--build')) {
  const shared = ['types', 'package-lock.json', 'tsconfig.json'];
  buildIfStale('H5 app', 'build:h5', ['src', 'config', 'babel.config.js', 'project.config.json', ...shared], 'dist/h5/.codetrek-build');
  buildIfStale('API', 'build:server', ['server', ...shared], 'dist/server/.codetrek-build');
}
