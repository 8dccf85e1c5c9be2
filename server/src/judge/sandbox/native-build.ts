import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NativeHelpers {
  /** root-side launcher: cgroups, rlimits, uid drop, then exec */
  launch: string;
  /** PID 1 inside the box, reports exit status and rusage */
  init: string;
  /** compiled seccomp BPF program for bwrap --seccomp */
  seccompBpf: string;
}

const SOURCES = ['ct-launch.c', 'ct-init.c', 'ct-seccomp.c'];

/** The C sources live beside this folder in the repo; compiled JS in dist/ finds them there too. */
export function nativeSourceDir(): string {
  const candidates = [
    process.env.JUDGE_NATIVE_DIR,
    path.resolve(__dirname, '..', 'native'),
    path.resolve(__dirname, '../../../../../server/src/judge/native'),
    path.resolve(process.cwd(), 'server/src/judge/native'),
  ].filter((d): d is string => !!d);
  const found = candidates.find((d) => SOURCES.every((s) => fs.existsSync(path.join(d, s))));
  if (!found) throw new Error(`judge native helper sources not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Compiles the helpers once into <workDir>/bin/<hash of sources>/ (never committed).
 * Built in a temp folder and renamed into place, so parallel workers never see half a build.
 */
export async function buildNativeHelpers(workDir: string): Promise<NativeHelpers> {
  const src = nativeSourceDir();
  const hash = createHash('sha256');
  for (const s of SOURCES) hash.update(fs.readFileSync(path.join(src, s)));
  const binRoot = path.join(workDir, 'bin');
  const dir = path.join(binRoot, hash.digest('hex').slice(0, 16));
  const helpers: NativeHelpers = {
    launch: path.join(dir, 'ct-launch'),
    init: path.join(dir, 'ct-init'),
    seccompBpf: path.join(dir, 'box.bpf'),
  };
  if (fs.existsSync(helpers.seccompBpf)) return helpers;
  fs.mkdirSync(binRoot, { recursive: true, mode: 0o755 });
  fs.chmodSync(binRoot, 0o755);
  const tmp = fs.mkdtempSync(path.join(binRoot, '.build-'));
  try {
    const cc = (args: string[]) => run('gcc', args, { timeout: 60_000 });
    await cc(['-O2', '-static', '-o', path.join(tmp, 'ct-init'), path.join(src, 'ct-init.c')]);
    await cc(['-O2', '-o', path.join(tmp, 'ct-launch'), path.join(src, 'ct-launch.c')]);
    await cc(['-O2', '-o', path.join(tmp, 'ct-seccomp'), path.join(src, 'ct-seccomp.c'), '-lseccomp']);
    await run(path.join(tmp, 'ct-seccomp'), [path.join(tmp, 'box.bpf')]);
    fs.chmodSync(tmp, 0o755);
    try {
      fs.renameSync(tmp, dir);
    } catch (e) {
      // another worker finished the same build first
      if (!fs.existsSync(helpers.seccompBpf)) throw e;
    }
  } catch (e) {
    const err = e as Error & { stderr?: string };
    throw new Error(`cannot build the judge sandbox helpers: ${err.stderr || err.message}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return helpers;
}
