import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { JUDGE_LANGS, JudgeLang } from '../../../../types/judge';
import { CLANG_PCH, CPP_COMPILER, CppCompiler, GO_BIN, GO_ENV } from './compilers';
import { LANGUAGES } from './languages';

const run = promisify(execFile);

export interface LanguageInfo {
  id: JudgeLang;
  name: string;
  version: string;
  available: boolean;
}

/** Asks each installed compiler/runtime for its version (host side, trusted binaries). */
export async function detectVersions(): Promise<LanguageInfo[]> {
  return Promise.all(
    JUDGE_LANGS.map(async (id) => {
      const lang = LANGUAGES[id];
      try {
        const [cmd, ...args] = lang.versionCommand;
        const { stdout, stderr } = await run(cmd, args, { timeout: 20_000 });
        const m = (stdout + stderr).match(lang.versionPattern);
        return { id, name: lang.name, version: m ? m[1] : 'unknown', available: true };
      } catch {
        return { id, name: lang.name, version: 'missing', available: false };
      }
    }),
  );
}

let pchPromise: Promise<string | undefined> | undefined;

/**
 * Builds the bits/stdc++.h precompiled header of the C++ compiler once into <workDir>/pch/<compiler>/
 * and returns that folder (mounted at /pch): g++ finds bits/stdc++.h.gch through -I/pch, clang reads
 * stdc++.h.pch through -include-pch. A failed build only costs speed: C++ compiles without it.
 */
export function ensurePch(workDir: string): Promise<string | undefined> {
  pchPromise ??= buildPch(workDir, CPP_COMPILER).catch(() => undefined);
  return pchPromise;
}

async function buildPch(workDir: string, cc: CppCompiler): Promise<string | undefined> {
  const version = (await run(cc.bin, ['-dumpversion'])).stdout.trim();
  const machine = (await run('g++', ['-dumpmachine'])).stdout.trim();
  const gccMajor = (await run('g++', ['-dumpversion'])).stdout.trim().split('.')[0];
  const header = [`/usr/include/${machine}/c++/${gccMajor}/bits/stdc++.h`, `/usr/include/c++/${gccMajor}/${machine}/bits/stdc++.h`].find((h) =>
    fs.existsSync(h),
  );
  if (!header) return undefined;
  const root = path.join(workDir, 'pch');
  const dir = path.join(root, `${cc.kind}-${version}-${[...cc.flags, ...cc.pchFlags].join('').replace(/[^\w]/g, '')}`);
  const target = cc.kind === 'clang' ? path.join(dir, CLANG_PCH) : path.join(dir, 'bits', 'stdc++.h.gch');
  if (fs.existsSync(target)) return dir;
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  fs.chmodSync(root, 0o755);
  const tmp = fs.mkdtempSync(path.join(root, '.build-'));
  try {
    const out = path.join(tmp, path.relative(dir, target));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await run(cc.bin, [...cc.flags, ...cc.pchFlags, '-x', 'c++-header', header, '-o', out], { timeout: 300_000 });
    for (const d of [tmp, path.dirname(out)]) fs.chmodSync(d, 0o755);
    fs.chmodSync(out, 0o644);
    try {
      fs.renameSync(tmp, dir);
    } catch (e) {
      if (!fs.existsSync(target)) throw e;
    }
    return dir;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** standard packages compiled into the warm Go cache: the driver's, the auto-imports and common ones */
const GO_WARM_PACKAGES = [
  'bufio', 'encoding/json', 'os', 'reflect', 'fmt', 'sort', 'strings', 'strconv', 'math', 'math/bits', 'math/rand',
  'container/heap', 'container/list', 'unicode', 'unicode/utf8', 'bytes', 'regexp', 'time', 'math/big', 'errors',
];

let goCachePromise: Promise<string | undefined> | undefined;

/**
 * Go 1.20+ ships no compiled standard library: a cold build compiles fmt, encoding/json… (about 10 s
 * of CPU). The worker builds them once into <workDir>/go-cache/<version>, mounted read-only as the
 * box's GOCACHE: a submission then compiles only its own package (about 0.3 s). Undefined when it
 * could not be built (compiles are slower, not broken).
 */
export function ensureGoCache(workDir: string): Promise<string | undefined> {
  goCachePromise ??= buildGoCache(workDir).catch(() => undefined);
  return goCachePromise;
}

async function buildGoCache(workDir: string): Promise<string | undefined> {
  const version = (await run(GO_BIN, ['env', 'GOVERSION'])).stdout.trim();
  const root = path.join(workDir, 'go-cache');
  const dir = path.join(root, version.replace(/[^\w.]/g, ''));
  const done = path.join(dir, '.warm');
  if (fs.existsSync(done)) return dir;
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  fs.chmodSync(root, 0o755);
  const tmp = fs.mkdtempSync(path.join(root, '.build-'));
  try {
    const cache = path.join(tmp, 'cache');
    const src = path.join(tmp, 'src');
    fs.mkdirSync(src);
    fs.writeFileSync(path.join(src, 'main.go'), `package main\n\nimport (\n${GO_WARM_PACKAGES.map((p) => `\t_ "${p}"\n`).join('')})\n\nfunc main() {}\n`);
    const env = { ...process.env, ...GO_ENV, GOCACHE: cache, GOPATH: path.join(tmp, 'gopath'), HOME: tmp };
    // go 1.21+ also warms the generics-heavy packages learners use
    if (!/go1\.(1\d|20)(\.|$)/.test(version)) {
      fs.writeFileSync(path.join(src, 'main.go'), fs.readFileSync(path.join(src, 'main.go'), 'utf8').replace('import (\n', 'import (\n\t_ "slices"\n\t_ "maps"\n\t_ "cmp"\n'));
    }
    await run(GO_BIN, ['build', '-o', path.join(tmp, 'warm'), 'main.go'], { cwd: src, env, timeout: 600_000 });
    fs.writeFileSync(path.join(cache, '.warm'), version);
    await run('chmod', ['-R', 'a+rX', cache]);
    try {
      fs.renameSync(cache, dir);
    } catch (e) {
      if (!fs.existsSync(done)) throw e;
    }
    return dir;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
