import * as fs from 'node:fs';

/** A C++ compiler of the judge: clang 19 (C++23, LeetCode's convention), g++ (C++20) where clang is missing. */
export interface CppCompiler {
  bin: string;
  kind: 'clang' | 'gcc';
  /** the flags every C++ compile and the precompiled header share */
  flags: string[];
  /** flags only the precompiled header's build takes */
  pchFlags: string[];
  name: string;
}

export const GCC: CppCompiler = { bin: '/usr/bin/g++', kind: 'gcc', flags: ['-O2', '-std=c++20', '-DONLINE_JUDGE'], pchFlags: [], name: 'C++20' };

const CLANG_BIN = '/usr/bin/clang++-19';
/**
 * clang 19 when installed. It accepts C++23 (deducing this) and, unlike g++, can instantiate the
 * header's pending templates once inside the precompiled header (-fpch-instantiate-templates): g++
 * redoes them in every compile, about 0.15 s of CPU even for an empty main, clang then needs 0.03 s.
 * It builds against libstdc++, so bits/stdc++.h, pb_ds, __int128 and __gcd work as with g++.
 */
export const CLANG: CppCompiler | undefined = fs.existsSync(CLANG_BIN)
  ? { bin: CLANG_BIN, kind: 'clang', flags: ['-O2', '-std=c++23', '-DONLINE_JUDGE'], pchFlags: ['-fpch-instantiate-templates'], name: 'C++23' }
  : undefined;

/**
 * Link with gold where binutils has it: it links a small program in about a third of ld.bfd's time
 * (A+B in C++: 60 against 220 ms on these machines), and every C and C++ verdict waits for a link.
 */
export const LINK_FLAGS: string[] = fs.existsSync('/usr/bin/ld.gold') ? ['-fuse-ld=gold'] : [];

/** the C++ language's compiler */
export const CPP_COMPILER: CppCompiler = CLANG ?? GCC;

/** `#include <bits/stdc++.h>` as the first preprocessor directive (comments and `#pragma` lines may precede it) */
const STDCPP_FIRST = /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|#[ \t]*pragma\b[^\n]*)*#[ \t]*include[ \t]*<bits\/stdc\+\+\.h>/;

/**
 * The precompiled bits/stdc++.h folder for one C++ source, or undefined when it must not be used.
 * g++ decides by itself (it looks for the .gch where the include is). clang's -include-pch puts the
 * header before the first line, so it is used only where the source starts by including it anyway:
 * a program that includes <iostream> alone may name a global `count` that all of std would clash with.
 */
export function pchFor(pchDir: string | undefined, source: string): string | undefined {
  return CPP_COMPILER.kind === 'gcc' || STDCPP_FIRST.test(source) ? pchDir : undefined;
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
