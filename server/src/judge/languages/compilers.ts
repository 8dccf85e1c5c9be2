import * as fs from 'node:fs';

/** A C++ compiler of the judge: g++ (C++20) by default, clang 19 for code using C++23 deducing this. */
export interface CppCompiler {
  bin: string;
  kind: 'clang' | 'gcc';
  /** the flags every C++ compile and the precompiled header share */
  flags: string[];
  name: string;
}

export const GCC: CppCompiler = { bin: '/usr/bin/g++', kind: 'gcc', flags: ['-O2', '-std=c++20', '-DONLINE_JUDGE'], name: 'C++20' };

const CLANG_BIN = '/usr/bin/clang++-19';
/** clang 19 when installed: the only compiler here that accepts C++23 explicit object parameters */
export const CLANG: CppCompiler | undefined = fs.existsSync(CLANG_BIN)
  ? { bin: CLANG_BIN, kind: 'clang', flags: ['-O2', '-std=c++23', '-DONLINE_JUDGE'], name: 'C++23 (clang)' }
  : undefined;

/**
 * Link with gold where binutils has it: it links a small program in about a third of ld.bfd's time
 * (A+B in C++: 60 against 220 ms on these machines), and every C and C++ verdict waits for a link.
 */
export const LINK_FLAGS: string[] = fs.existsSync('/usr/bin/ld.gold') ? ['-fuse-ld=gold'] : [];

/** the C++ language's compiler (and name): g++ C++20 */
export const CPP_COMPILER = GCC;

/** `[&](this auto&& dfs, ...)`: a C++23 deducing-this parameter, which g++ 12 does not know */
const DEDUCING_THIS = /\(\s*this\s+(?:const\s+)?auto\b/;

/**
 * The compiler for one C++ source: g++ (its diagnostics are what learners know), clang 19 when the
 * code uses deducing this. Both with the same flags shape and a precompiled header each.
 */
export function cppCompilerFor(code: string): CppCompiler {
  return CLANG && DEDUCING_THIS.test(code) ? CLANG : GCC;
}

/** the newest Go installed (Debian packages keep each version apart); 1.21+ has min/max and slices */
export const GO_BIN =
  ['/usr/lib/go-1.24/bin/go', '/usr/lib/go-1.23/bin/go', '/usr/lib/go-1.22/bin/go', '/usr/lib/go-1.21/bin/go', '/usr/lib/go-1.19/bin/go'].find((g) =>
    fs.existsSync(g),
  ) ?? '/usr/bin/go';

/** environment of every Go build, host warm-up and sandboxed compiles alike (same cache keys) */
export const GO_ENV: Record<string, string> = {
  GOCACHE: '/tmp/go-cache',
  GOPATH: '/tmp/go-path',
  GO111MODULE: 'off',
  CGO_ENABLED: '0',
  GOFLAGS: '-buildvcs=false',
  GOTELEMETRY: 'off',
};

/** the file a clang precompiled header is written to, inside the pch folder */
export const CLANG_PCH = 'stdc++.h.pch';
