import { JudgeLang, JudgeResult, Verdict } from '../../types/judge';
import { cleanupProblems, judge, makeProblem, parallel } from './helpers/judge-helpers';

/** One-case A+B with a 1 s limit, so slow verdicts stay quick. */
const problem = () => makeProblem({ cases: [['1 2\n', '3\n']], config: 'time_limit: 1000\nmemory_limit: 134217728\noutput_limit: 1048576\n' });

const C = (body: string) => `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\nint main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 9; ${body} }`;

interface Case {
  name: string;
  lang: JudgeLang;
  code: string;
  verdict: Verdict;
  check?: (r: JudgeResult) => void;
}

const CASES: Case[] = [
  { name: 'accepted', lang: 'c', code: C('printf("%lld\\n", a + b); return 0;'), verdict: Verdict.AC },
  { name: 'wrong answer', lang: 'c', code: C('printf("%lld\\n", a + b + 1); return 0;'), verdict: Verdict.WA },
  {
    name: 'presentation error (right tokens, leading space)',
    lang: 'c',
    code: C('printf("  %lld\\n", a + b); return 0;'),
    verdict: Verdict.PE,
  },
  {
    name: 'time limit (busy loop)',
    lang: 'c',
    code: C('volatile unsigned long long x = 0; for (;;) x++; return 0;'),
    verdict: Verdict.TLE,
    check: (r) => expect(r.cases[0].time_ms).toBeGreaterThanOrEqual(1000),
  },
  {
    name: 'memory limit (touches 512 MB under a 128 MB limit)',
    lang: 'c',
    code: C('size_t n = 512u << 20; char *p = malloc(n); for (size_t i = 0; i < n; i += 4096) p[i] = 1; printf("%d\\n", p[n - 4096]); return 0;'),
    verdict: Verdict.MLE,
  },
  {
    name: 'output limit (endless output)',
    lang: 'c',
    code: C('for (;;) fputs("3333333333333333333333333333333333333333\\n", stdout); return 0;'),
    verdict: Verdict.OLE,
  },
  {
    name: 'runtime error by signal',
    lang: 'c',
    code: C('int *p = (int *)(long)(a - 1); *p = 1; return 0;'),
    verdict: Verdict.RE,
    check: (r) => expect(r.cases[0].message).toBe('SIGSEGV'),
  },
  {
    name: 'runtime error by exit code',
    lang: 'c',
    code: C('printf("%lld\\n", a + b); return 3;'),
    verdict: Verdict.RE,
    check: (r) => expect(r.cases[0].message).toBe('exit code 3'),
  },
  {
    name: 'runtime error by abort (C++ exception)',
    lang: 'cpp',
    code: '#include <bits/stdc++.h>\nint main() { std::vector<int> v; return v.at(5); }',
    verdict: Verdict.RE,
    check: (r) => expect(r.cases[0].message).toBe('SIGABRT'),
  },
  {
    name: 'compile error with the compiler output',
    lang: 'cpp',
    code: 'int main() { return undefined_name; }',
    verdict: Verdict.CE,
    check: (r) => {
      expect(r.compile_output).toMatch(/undefined_name/);
      expect(r.cases).toHaveLength(0);
    },
  },
  {
    name: 'Java OutOfMemoryError is a memory limit',
    lang: 'java',
    code: 'import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 20]); } }',
    verdict: Verdict.MLE,
  },
  { name: 'Java exception is a runtime error', lang: 'java', code: 'public class Main { public static void main(String[] a) { throw new RuntimeException("x"); } }', verdict: Verdict.RE },
  { name: 'Java compile error', lang: 'java', code: 'public class Main { void f() { int x = "s"; } }', verdict: Verdict.CE },
  { name: 'Python exception is a runtime error', lang: 'python', code: 'raise ValueError("boom")\n', verdict: Verdict.RE, check: (r) => expect(r.cases[0].message).toBe('exit code 1') },
  { name: 'Python syntax error is a compile error', lang: 'python', code: 'def f(:\n  pass\n', verdict: Verdict.CE, check: (r) => expect(r.compile_output).toMatch(/SyntaxError/) },
  { name: 'Python memory hog is a memory limit', lang: 'python', code: 'x = [0] * (10 ** 9)\n', verdict: Verdict.MLE },
  { name: 'JavaScript busy loop is a time limit', lang: 'javascript', code: 'for (;;) {}\n', verdict: Verdict.TLE },
  { name: 'JavaScript syntax error is a compile error', lang: 'javascript', code: 'const = 1;\n', verdict: Verdict.CE },
  { name: 'JavaScript heap exhaustion is a memory limit', lang: 'javascript', code: 'const a = []; for (;;) a.push(new Array(1e6).fill(1.5));\n', verdict: Verdict.MLE },
  { name: 'Go panic is a runtime error', lang: 'go', code: 'package main\nfunc main() { var m map[string]int; m["a"] = 1 }\n', verdict: Verdict.RE, check: (r) => expect(r.cases[0].message).toBe('exit code 2') },
  { name: 'Go compile error', lang: 'go', code: 'package main\nfunc main() { x := 1 }\n', verdict: Verdict.CE },
];

describe('each verdict comes from a program made to produce it', () => {
  const results: JudgeResult[] = [];
  beforeAll(async () => {
    const dir = problem();
    results.push(...(await parallel(CASES.map((c) => () => judge(dir, c.lang, c.code)))));
  }, 180_000);
  afterAll(cleanupProblems);

  it.each(CASES.map((c, k) => [c.name, c.lang, k] as const))('%s (%s)', (_name, _lang, k) => {
    const c = CASES[k];
    const r = results[k];
    expect({ verdict: r.verdict, error: r.error }).toEqual({ verdict: c.verdict, error: undefined });
    if (c.verdict !== Verdict.CE) expect(r.cases[0].verdict).toBe(c.verdict);
    expect(r.score).toBe(c.verdict === Verdict.AC ? 100 : 0);
    c.check?.(r);
  });
});

describe('system errors', () => {
  afterAll(cleanupProblems);

  it('a checker that fails (exit 3) is a system error, not the program’s fault', async () => {
    const dir = makeProblem({
      cases: [['1 2\n', '3\n']],
      config: 'checker: custom\n',
      files: { 'checker.cpp': '#include <cstdio>\nint main() { fprintf(stderr, "bad answer file"); return 3; }\n' },
    });
    const r = await judge(dir, 'c', C('printf("%lld\\n", a + b); return 0;'));
    expect(r.verdict).toBe(Verdict.SE);
    expect(r.cases[0].message).toMatch(/bad answer file/);
  }, 60_000);

  it('a problem folder that does not exist is a system error with the reason', async () => {
    const { judgeSubmission } = require('../../server/src/judge/judge') as typeof import('../../server/src/judge/judge');
    const r = await judgeSubmission('/nonexistent/problem', 'c', 'acm', 'int main(){}');
    expect(r.verdict).toBe(Verdict.SE);
    expect(r.error).toMatch(/数据包/);
  }, 60_000);
});
