import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Box } from './sandbox/sandbox';

/** what a compile run is: the command, its environment and mounts, and the sources it reads */
export interface CompileInput {
  argv: string[];
  env?: Record<string, string>;
  mounts?: { src: string; dst: string }[];
  /** file name -> content, as written into the box */
  files: Record<string, string>;
}

const OUTPUT = '.compile-output';
/** a compile whose artifacts are larger than this is not kept */
const MAX_ENTRY_BYTES = 64 << 20;

/**
 * Successful compiles, keyed by everything that decides their result: the command and flags, the
 * compiler binary's identity (size and mtime, so an upgrade misses), the environment and the
 * sources. A learner who runs the samples and then submits the same code, a rejudge, or two
 * learners submitting the same solution compile once. Entries hold the files the compiler left in
 * the box (binary, classes) and its output (warnings); a hit copies them into the new box, owned by
 * that box's uid. Least recently used entries go beyond `maxEntries`.
 */
export class CompileCache {
  constructor(
    private readonly dir: string,
    private readonly maxEntries: number,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  key(input: CompileInput): string {
    const h = createHash('sha256');
    const compiler = fs.statSync(input.argv[0], { throwIfNoEntry: false });
    h.update(JSON.stringify([input.argv, input.env ?? {}, input.mounts ?? [], compiler ? [compiler.size, compiler.mtimeMs] : null]));
    for (const name of Object.keys(input.files).sort()) h.update(`\0${name}\0${input.files[name].length}\0`).update(input.files[name]);
    return h.digest('hex').slice(0, 40);
  }

  /** Copies a cached compile's artifacts into `box`; its compiler output, or undefined on a miss. */
  restore(key: string, box: Box): string | undefined {
    const entry = path.join(this.dir, key);
    let output: string;
    try {
      output = fs.readFileSync(path.join(entry, OUTPUT), 'utf8');
    } catch {
      return undefined;
    }
    for (const rel of listFiles(entry)) {
      if (rel === OUTPUT) continue;
      const from = path.join(entry, rel);
      const to = box.path(rel);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
      fs.chmodSync(to, fs.statSync(from).mode & 0o777);
      fs.chownSync(to, box.uid, box.uid);
    }
    const now = new Date();
    fs.utimesSync(entry, now, now);
    return output;
  }

  /** Keeps what the compile added to `box` (everything but the sources) under `key`. */
  store(key: string, box: Box, sources: string[], output: string): void {
    const artifacts = listFiles(box.dir).filter((rel) => !sources.includes(rel));
    const size = artifacts.reduce((n, rel) => n + fs.statSync(box.path(rel)).size, 0);
    if (size > MAX_ENTRY_BYTES) return;
    const tmp = path.join(this.dir, `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      fs.mkdirSync(tmp, { mode: 0o700 });
      for (const rel of artifacts) {
        const to = path.join(tmp, rel);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(box.path(rel), to);
        fs.chmodSync(to, fs.statSync(box.path(rel)).mode & 0o777);
      }
      fs.writeFileSync(path.join(tmp, OUTPUT), output);
      // another worker may have stored the same compile meanwhile: either copy is as good
      fs.renameSync(tmp, path.join(this.dir, key));
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true });
      return;
    }
    this.evict();
  }

  private evict(): void {
    const entries = fs.readdirSync(this.dir).filter((n) => !n.startsWith('.'));
    if (entries.length <= this.maxEntries) return;
    const byAge = entries
      .map((n) => ({ n, t: fs.statSync(path.join(this.dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => a.t - b.t);
    for (const { n } of byAge.slice(0, entries.length - this.maxEntries)) fs.rmSync(path.join(this.dir, n), { recursive: true, force: true });
  }
}

/** regular files under `root`, relative, in any depth */
function listFiles(root: string, rel = ''): string[] {
  const out: string[] = [];
  for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...listFiles(root, r));
    else if (d.isFile()) out.push(r);
  }
  return out;
}
