import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as yaml from 'js-yaml';
import { loadProblemDir, parseSignature } from '../../../../judge';
import { tplSources } from '../../../../judge/tpl/drivers';
import type { ClassicProblem } from './classic-problem';
import { genKit, GenKit, seedOf } from './gen-kit';

export interface BuiltCase {
  input: string;
  output: string;
}

export interface BuiltPackage {
  /** the data package folder: N.in/N.out + config.yaml, ready for the judge */
  dir: string;
  cases: BuiltCase[];
}

const CHECKER_FILES = ['checker.cpp', 'checker.py', 'testlib.h'];

/** Where built packages are cached, one folder per content hash. */
export function classicCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CLASSIC_CACHE_DIR || path.join(os.tmpdir(), 'codetrek-classic-cache'));
}

/** Runs gen.js with the problem's seeded kit: an array of argument lists, one per case. */
export function generateInputs(p: ClassicProblem): unknown[][] {
  const file = path.join(p.dir, 'gen.js');
  delete require.cache[require.resolve(file)];
  const gen = require(file) as (kit: GenKit) => unknown[][];
  if (typeof gen !== 'function') throw new Error(`${p.slug}: gen.js 必须 module.exports = (kit) => [[参数…], …]`);
  const cases = gen(genKit(seedOf(p.slug)));
  // design problems: two lines (operations, argument lists); functions: one per declared parameter
  const arity = p.meta.tpl.class ? 2 : (p.meta.tpl.params ?? []).length;
  if (!Array.isArray(cases) || cases.length < 10) throw new Error(`${p.slug}: gen.js 至少要生成 10 组数据，实际 ${Array.isArray(cases) ? cases.length : 0}`);
  cases.forEach((c, k) => {
    if (!Array.isArray(c) || c.length !== arity) throw new Error(`${p.slug}: 第 ${k + 1} 组数据应是 ${arity} 个参数的数组`);
  });
  return cases;
}

/** One line per parameter, in JSON: the TPL case format (the ACM version reads the same lines). */
export function caseInput(args: unknown[]): string {
  return args.map((a) => JSON.stringify(a)).join('\n') + '\n';
}

/**
 * The JS reference through the judge's own JavaScript driver, in-process: the driver's stdin read
 * and stdout write are served from memory, so the expected output is exactly what an accepted
 * JavaScript submission prints. The driver runs as a plain function of this realm (a node:vm
 * context makes every global lookup of the reference ~50x slower); `require` and `process` are
 * its parameters, so it sees only the fakes.
 */
export function referenceRunner(p: ClassicProblem): (input: string) => string {
  const sig = parseSignature(p.meta.tpl);
  const files = tplSources('javascript', sig, p.std.javascript);
  const main = new Function('require', 'process', 'console', files['main.js']) as (req: unknown, proc: unknown, con: unknown) => void;
  const quiet = { log: () => undefined, error: () => undefined, warn: () => undefined, info: () => undefined };
  return (input: string) => {
    let out = '';
    const fakeFs = {
      readFileSync: () => input,
      writeSync: (_fd: number, s: string) => ((out += s), s.length),
      writeFileSync: (_f: unknown, s: string) => void (out += s),
    };
    const req = (m: string) => {
      if (m === 'fs' || m === 'node:fs') return fakeFs;
      throw new Error(`std.js 不能 require(${m})`);
    };
    // the driver may move the learner's prints to stderr and keep stdout for the result
    const proc = { stdout: { write: (s: string) => ((out += s), true) }, stderr: { write: () => true }, exit: () => undefined, argv: [], env: {} };
    main(req, proc, quiet);
    return out.trim() + '\n';
  };
}

function writeConfig(dir: string, p: ClassicProblem): void {
  const doc: Record<string, unknown> = { time_limit: p.meta.timeLimit, memory_limit: p.meta.memoryLimit, ...p.meta.config };
  if (p.meta.checker) doc.checker = p.meta.checker;
  doc.tpl = p.meta.tpl;
  fs.writeFileSync(path.join(dir, 'config.yaml'), yaml.dump(doc, { flowLevel: 3 }), { mode: 0o644 });
}

function readCases(dir: string): BuiltCase[] {
  const n = fs.readdirSync(dir).filter((f) => f.endsWith('.in')).length;
  return Array.from({ length: n }, (_, i) => ({
    input: fs.readFileSync(path.join(dir, `${i + 1}.in`), 'utf8'),
    output: fs.readFileSync(path.join(dir, `${i + 1}.out`), 'utf8'),
  }));
}

/**
 * The problem's data package, built once per content hash into the cache (gen.js inputs, expected
 * outputs from std.js) and validated by the judge's package loader. Deterministic.
 */
export function buildClassic(p: ClassicProblem, cacheRoot = classicCacheDir()): BuiltPackage {
  const dir = path.join(cacheRoot, `${String(p.index).padStart(3, '0')}-${p.slug}-${p.hash.slice(0, 16)}`);
  if (fs.existsSync(path.join(dir, 'config.yaml'))) return { dir, cases: readCases(dir) };
  fs.mkdirSync(cacheRoot, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cacheRoot, `.build-${p.slug}-`));
  try {
    fs.chmodSync(tmp, 0o755);
    const run = referenceRunner(p);
    generateInputs(p).forEach((args, k) => {
      const input = caseInput(args);
      let output: string;
      try {
        output = run(input);
      } catch (e) {
        throw new Error(`${p.slug}: std.js 在第 ${k + 1} 组数据上出错：${(e as Error).message}`);
      }
      fs.writeFileSync(path.join(tmp, `${k + 1}.in`), input, { mode: 0o644 });
      fs.writeFileSync(path.join(tmp, `${k + 1}.out`), output, { mode: 0o644 });
    });
    writeConfig(tmp, p);
    // a problem-supplied checker (checker: custom) travels with the data
    for (const f of CHECKER_FILES) if (fs.existsSync(path.join(p.dir, f))) fs.copyFileSync(path.join(p.dir, f), path.join(tmp, f));
    loadProblemDir(tmp);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  // older builds of the same problem are stale
  for (const f of fs.readdirSync(cacheRoot)) {
    if (f.startsWith(`${String(p.index).padStart(3, '0')}-${p.slug}-`) && path.join(cacheRoot, f) !== dir) fs.rmSync(path.join(cacheRoot, f), { recursive: true, force: true });
  }
  return { dir, cases: readCases(dir) };
}
