import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { JUDGE_LANGS, JudgeLang } from '../../../../types/judge';
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

const PCH_FLAGS = ['-O2', '-std=c++17', '-DONLINE_JUDGE'];
let pchPromise: Promise<string | undefined> | undefined;

/**
 * Builds bits/stdc++.h.gch once into <workDir>/pch/<g++ version>/ and returns that folder
 * (mounted at /pch, searched with -I/pch). A failed build only costs speed: undefined is returned
 * and C++ compiles without it.
 */
export function ensurePch(workDir: string): Promise<string | undefined> {
  pchPromise ??= buildPch(workDir).catch(() => undefined);
  return pchPromise;
}

async function buildPch(workDir: string): Promise<string | undefined> {
  const version = (await run('g++', ['-dumpfullversion'])).stdout.trim();
  const machine = (await run('g++', ['-dumpmachine'])).stdout.trim();
  const major = version.split('.')[0];
  const header = [`/usr/include/${machine}/c++/${major}/bits/stdc++.h`, `/usr/include/c++/${major}/${machine}/bits/stdc++.h`].find((h) =>
    fs.existsSync(h),
  );
  if (!header) return undefined;
  const root = path.join(workDir, 'pch');
  const dir = path.join(root, `${version}-${PCH_FLAGS.join('').replace(/[^\w]/g, '')}`);
  const gch = path.join(dir, 'bits', 'stdc++.h.gch');
  if (fs.existsSync(gch)) return dir;
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  fs.chmodSync(root, 0o755);
  const tmp = fs.mkdtempSync(path.join(root, '.build-'));
  try {
    fs.mkdirSync(path.join(tmp, 'bits'));
    await run('g++', [...PCH_FLAGS, '-x', 'c++-header', header, '-o', path.join(tmp, 'bits', 'stdc++.h.gch')], { timeout: 120_000 });
    fs.chmodSync(tmp, 0o755);
    fs.chmodSync(path.join(tmp, 'bits'), 0o755);
    try {
      fs.renameSync(tmp, dir);
    } catch (e) {
      if (!fs.existsSync(gch)) throw e;
    }
    return dir;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
