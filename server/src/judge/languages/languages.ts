import { JudgeLang } from '../../../../types/judge';
import { BoxMount } from '../sandbox/sandbox-types';

const MB = 1024 * 1024;
const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
const GO = '/usr/lib/go-1.19/bin/go';

/** What a language needs from the judge when it builds its commands. */
export interface LangContext {
  /** host folder holding bits/stdc++.h.gch, mounted at /pch; undefined when it could not be built */
  pchDir?: string;
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

const javaMounts = (): BoxMount[] => [{ src: '/etc/java-17-openjdk', dst: '/etc/java-17-openjdk' }];
const goEnv = {
  GOCACHE: '/tmp/go-cache',
  GOPATH: '/tmp/go-path',
  GO111MODULE: 'off',
  CGO_ENABLED: '0',
  GOFLAGS: '-buildvcs=false',
  GOTELEMETRY: 'off',
};

/** The language table of DESIGN.md §6. Commands are argv inside the box (cwd /box). */
export const LANGUAGES: Record<JudgeLang, Language> = {
  c: {
    id: 'c',
    name: 'C11',
    source: 'main.c',
    compile: (files) => ['/usr/bin/gcc', '-O2', '-std=gnu11', '-DONLINE_JUDGE', '-pipe', '-w', '-fmax-errors=20', '-o', 'main', ...files, '-lm'],
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
    name: 'C++17',
    source: 'main.cpp',
    // same flags as the precompiled header, or g++ silently ignores it
    compile: (files, ctx) => [
      '/usr/bin/g++', '-O2', '-std=c++17', '-DONLINE_JUDGE', '-pipe', '-fmax-errors=20',
      ...(ctx.pchDir ? ['-I/pch'] : []), '-o', 'main', ...files, '-lm',
    ],
    compileMounts: (ctx) => (ctx.pchDir ? [{ src: ctx.pchDir, dst: '/pch' }] : []),
    run: () => ['/box/main'],
    timeFactor: 1,
    memoryFactor: 1,
    memoryHeadroomBytes: 0,
    pids: 16,
    versionCommand: ['g++', '-dumpfullversion'],
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
  go: {
    id: 'go',
    name: 'Go',
    source: 'main.go',
    compile: (files) => [GO, 'build', '-o', 'main', ...files],
    compileEnv: goEnv,
    run: () => ['/box/main'],
    runEnv: { GOMAXPROCS: '1' },
    timeFactor: 1.5,
    memoryFactor: 1,
    memoryHeadroomBytes: 0,
    pids: 64,
    versionCommand: [GO, 'version'],
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
