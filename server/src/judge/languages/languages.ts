import * as path from 'node:path';
import { JudgeLang } from '../../../../types/judge';
import { BoxMount } from '../sandbox/sandbox-types';
import { CLANG_PCH, CPP_COMPILER, GO_BIN, GO_ENV, LINK_FLAGS } from './compilers';

const MB = 1024 * 1024;
const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';

/** What a language needs from the judge when it builds its commands. */
export interface LangContext {
  /** host folder holding the precompiled bits/stdc++.h, mounted at /pch; undefined when it could not be built or does not apply to the source */
  pchDir?: string;
  /** host folder of the warm Go build cache, mounted read-only as the box's GOCACHE */
  goCacheDir?: string;
  /** effective memory limit of the run, bytes (heap flags for Java and Node) */
  memoryBytes: number;
}

export interface Language {
  id: JudgeLang;
  /** display name; the version is filled in by detectVersions() */
  name: string;
  /** the main source file name in the box */
  source: string;
  /** extra source files TPL mode adds next to it (Go keeps the driver apart) */
  compile: (files: string[], ctx: LangContext) => string[];
  compileEnv?: Record<string, string>;
  compileMounts?: (ctx: LangContext) => BoxMount[];
  run: (ctx: LangContext) => string[];
  runEnv?: Record<string, string>;
  runMounts?: (ctx: LangContext) => BoxMount[];
  /** limits scale: time limit x timeFactor, memory limit x memoryFactor */
  timeFactor: number;
  memoryFactor: number;
  /** cgroup headroom over the limit for runtimes with their own heap cap (JVM, V8) */
  memoryHeadroomBytes: number;
  /** stderr text meaning the runtime's own heap cap was hit */
  outOfMemoryPattern?: RegExp;
  pids: number;
  /** how to ask the compiler/runtime for its version (host side) */
  versionCommand: string[];
  versionPattern: RegExp;
}

/** the `typescript` package's folder, mounted read-only at /opt/typescript for the TypeScript compile step */
export function typescriptDir(): string | undefined {
  try {
    return path.dirname(require.resolve('typescript/package.json'));
  } catch {
    return undefined;
  }
}

/**
 * TypeScript compiles by transpiling (ts.transpileModule: syntax errors are compile errors, types are not
 * checked) each .ts file next to itself as .js; about 0.3 s of CPU instead of 4 s for a full tsc check.
 */
const TS_COMPILE = [
  "const ts = require('/opt/typescript'); const fs = require('fs'); let failed = false;",
  'for (const f of process.argv.slice(1)) {',
  "  const r = ts.transpileModule(fs.readFileSync(f, 'utf8'), { fileName: f, reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS } });",
  '  for (const d of r.diagnostics || []) {',
  '    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : { line: 0, character: 0 };',
  "    console.error(f + ':' + (at.line + 1) + ':' + (at.character + 1) + ' - error TS' + d.code + ': ' + ts.flattenDiagnosticMessageText(d.messageText, '\\n'));",
  '    failed = true;',
  '  }',
  "  fs.writeFileSync(f.replace(/\\.ts$/, '.js'), r.outputText);",
  '}',
  'process.exit(failed ? 1 : 0);',
].join('\n');

const javaMounts = (): BoxMount[] => [{ src: '/etc/java-17-openjdk', dst: '/etc/java-17-openjdk' }];

/** The language table of DESIGN.md §6. Commands are argv inside the box (cwd /box). */
export const LANGUAGES: Record<JudgeLang, Language> = {
  c: {
    id: 'c',
    name: 'C11',
    source: 'main.c',
    compile: (files) => ['/usr/bin/gcc', '-O2', '-std=gnu11', '-DONLINE_JUDGE', '-pipe', '-w', '-fmax-errors=20', ...LINK_FLAGS, '-o', 'main', ...files, '-lm'],
    run: () => ['/box/main'],
    timeFactor: 1,
    memoryFactor: 1,
    memoryHeadroomBytes: 0,
    pids: 16,
    versionCommand: ['gcc', '-dumpfullversion'],
    versionPattern: /(\d+\.\d+(\.\d+)?)/,
  },
  cpp: {
    id: 'cpp',
    name: CPP_COMPILER.name,
    source: 'main.cpp',
    // same flags as the precompiled header, or the compiler ignores (g++) or refuses (clang) it
    compile: (files, ctx) => {
      const cc = CPP_COMPILER;
      const pch = cc.kind === 'clang' ? ['-ferror-limit=20', ...(ctx.pchDir ? ['-include-pch', `/pch/${CLANG_PCH}`] : [])] : ['-fmax-errors=20', ...(ctx.pchDir ? ['-I/pch'] : [])];
      return [cc.bin, ...cc.flags, '-pipe', ...pch, ...LINK_FLAGS, '-o', 'main', ...files, '-lm'];
    },
    compileMounts: (ctx) => (ctx.pchDir ? [{ src: ctx.pchDir, dst: '/pch' }] : []),
    run: () => ['/box/main'],
    timeFactor: 1,
    memoryFactor: 1,
    memoryHeadroomBytes: 0,
    pids: 16,
    versionCommand: [CPP_COMPILER.bin, CPP_COMPILER.kind === 'gcc' ? '-dumpfullversion' : '-dumpversion'],
    versionPattern: /(\d+\.\d+(\.\d+)?)/,
  },
  java: {
    id: 'java',
    name: 'Java 17',
    source: 'Main.java',
    compile: (files) => [
      `${JAVA_HOME}/bin/javac`, '-J-Xmx512m', '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1',
      '-J-XX:-UsePerfData', '-J-XX:ActiveProcessorCount=1', '-encoding', 'UTF-8', '-nowarn', '-d', '.', ...files,
    ],
    compileMounts: javaMounts,
    run: (ctx) => [
      `${JAVA_HOME}/bin/java`, `-Xmx${Math.floor(ctx.memoryBytes / MB)}m`, '-Xss128m', '-XX:+UseSerialGC',
      '-XX:-UsePerfData', '-XX:ActiveProcessorCount=1', '-XX:ReservedCodeCacheSize=64m', '-Xshare:auto',
      '-Dfile.encoding=UTF-8', '-cp', '/box', 'Main',
    ],
    runMounts: javaMounts,
    timeFactor: 2,
    memoryFactor: 1,
    memoryHeadroomBytes: 160 * MB,
    outOfMemoryPattern: /java\.lang\.OutOfMemoryError/,
    pids: 64,
    versionCommand: [`${JAVA_HOME}/bin/java`, '-version'],
    versionPattern: /version "([^"]+)"/,
  },
  python: {
    id: 'python',
    name: 'Python 3',
    source: 'main.py',
    // a syntax check only, so syntax errors are CE like other languages
    compile: (files) => ['/usr/bin/python3', '-B', '-c', 'import sys\nfor f in sys.argv[1:]: compile(open(f, encoding="utf-8").read(), f, "exec")', ...files],
    run: () => ['/usr/bin/python3', '-B', '/box/main.py'],
    runEnv: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1', PYTHONHASHSEED: '0' },
    timeFactor: 3,
    memoryFactor: 1,
    memoryHeadroomBytes: 0,
    outOfMemoryPattern: /\bMemoryError\b/,
    pids: 16,
    versionCommand: ['/usr/bin/python3', '--version'],
    versionPattern: /Python (\S+)/,
  },
  javascript: {
    id: 'javascript',
    name: 'JavaScript (Node.js)',
    source: 'main.js',
    compile: (files) => ['/usr/bin/node', '--check', ...files],
    run: (ctx) => ['/usr/bin/node', `--max-old-space-size=${Math.floor(ctx.memoryBytes / MB)}`, '--stack-size=65500', '/box/main.js'],
    timeFactor: 2,
    memoryFactor: 1,
    memoryHeadroomBytes: 96 * MB,
    outOfMemoryPattern: /JavaScript heap out of memory/,
    pids: 32,
    versionCommand: ['/usr/bin/node', '--version'],
    versionPattern: /v(\S+)/,
  },
  typescript: {
    id: 'typescript',
    name: 'TypeScript (Node.js)',
    source: 'main.ts',
    compile: (files) => ['/usr/bin/node', '-e', TS_COMPILE, ...files],
    compileMounts: () => {
      const dir = typescriptDir();
      return dir ? [{ src: dir, dst: '/opt/typescript' }] : [];
    },
    run: (ctx) => ['/usr/bin/node', `--max-old-space-size=${Math.floor(ctx.memoryBytes / MB)}`, '--stack-size=65500', '/box/main.js'],
    timeFactor: 2,
    memoryFactor: 1,
    memoryHeadroomBytes: 96 * MB,
    outOfMemoryPattern: /JavaScript heap out of memory/,
    pids: 32,
    versionCommand: ['/usr/bin/node', '-p', `require(${JSON.stringify(`${typescriptDir() ?? '/missing/typescript'}/package.json`)}).version`],
    versionPattern: /(\d+\.\d+(\.\d+)?)/,
  },
  go: {
    id: 'go',
    name: 'Go',
    source: 'main.go',
    compile: (files) => [GO_BIN, 'build', '-o', 'main', ...files],
    compileEnv: GO_ENV,
    compileMounts: (ctx) => (ctx.goCacheDir ? [{ src: ctx.goCacheDir, dst: GO_ENV.GOCACHE }] : []),
    run: () => ['/box/main'],
    runEnv: { GOMAXPROCS: '1' },
    timeFactor: 1.5,
    memoryFactor: 1,
    memoryHeadroomBytes: 0,
    pids: 64,
    versionCommand: [GO_BIN, 'version'],
    versionPattern: /go(\d+\.\d+(\.\d+)?)/,
  },
};

/** Limits for every compile, whatever the problem says. */
export const COMPILE_LIMITS = {
  cpuMs: 15_000,
  wallMs: 30_000,
  memoryBytes: 1024 * MB,
  pids: 128,
  outputBytes: 1 * MB,
  fileSizeBytes: 256 * MB,
  tmpfsBytes: 512 * MB,
};
