import { Verdict } from '../../types/judge';
import { checkDefault, checkExact, checkFloat, checkJson, checkTokensCaseInsensitive } from '../../server/src/judge/checkers/builtin-checkers';
import { FIXTURES, judge, parallel } from './helpers/judge-helpers';

describe('built-in checkers', () => {
  it('default ignores trailing spaces and trailing blank lines only', () => {
    expect(checkDefault('1 2  \n3\r\n\n\n', '1 2\n3\n').verdict).toBe(Verdict.AC);
    expect(checkDefault('1  2\n3\n', '1 2\n3\n').verdict).toBe(Verdict.PE);
    expect(checkDefault('1 2 3\n', '1 2\n3\n').verdict).toBe(Verdict.PE);
    expect(checkDefault('1 2\n4\n', '1 2\n3\n')).toEqual({ verdict: Verdict.WA, message: '第 2 行不同' });
    expect(checkDefault('1 2\n', '1 2\n3\n').verdict).toBe(Verdict.WA);
  });
  it('exact wants every byte; whitespace-only differences are PE', () => {
    expect(checkExact('a b\n', 'a b\n').verdict).toBe(Verdict.AC);
    expect(checkExact('a b \n', 'a b\n').verdict).toBe(Verdict.PE);
    expect(checkExact('a c\n', 'a b\n').verdict).toBe(Verdict.WA);
  });
  it('float compares numbers within absolute or relative eps', () => {
    expect(checkFloat('0.3333333\n', '0.333333333\n', 1e-6).verdict).toBe(Verdict.AC);
    expect(checkFloat('1000000.5\n', '1000000.0\n', 1e-6).verdict).toBe(Verdict.AC);
    expect(checkFloat('0.334\n', '0.333333333\n', 1e-6).verdict).toBe(Verdict.WA);
    expect(checkFloat('abc 1.0\n', 'abc 1\n', 1e-6).verdict).toBe(Verdict.AC);
    expect(checkFloat('nan\n', '1\n', 1e-6).verdict).toBe(Verdict.WA);
  });
  it('tokens-ci ignores case and all whitespace', () => {
    expect(checkTokensCaseInsensitive('YES\n  no', 'yes No\n').verdict).toBe(Verdict.AC);
    expect(checkTokensCaseInsensitive('YES', 'yes no').verdict).toBe(Verdict.WA);
  });
  it('TPL results compare as JSON: spacing free, long integers exact, doubles within eps', () => {
    expect(checkJson('[0,1]\n', '[0, 1]\n', 0).verdict).toBe(Verdict.AC);
    expect(checkJson('[1,0]', '[0, 1]', 0).verdict).toBe(Verdict.WA);
    expect(checkJson('9007199254740993', '9007199254740992', 0).verdict).toBe(Verdict.WA);
    expect(checkJson('-0.9000000000000001', '-0.9', 1e-5).verdict).toBe(Verdict.AC);
    expect(checkJson('"a\\u0022"', '"a\\""', 0).verdict).toBe(Verdict.AC);
    expect(checkJson('[1,2', '[1,2]', 0).verdict).toBe(Verdict.WA);
    expect(checkJson('true', 'false', 0).verdict).toBe(Verdict.WA);
  });
});

describe('float and custom checkers, subtasks, in the sandbox', () => {
  const runs = {
    floatAc: () => judge(`${FIXTURES}/float`, 'c', '#include <stdio.h>\nint main(){double a,b;scanf("%lf %lf",&a,&b);printf("%.7f\\n",a/b);}'),
    floatWa: () => judge(`${FIXTURES}/float`, 'c', '#include <stdio.h>\nint main(){double a,b;scanf("%lf %lf",&a,&b);printf("%.3f\\n",a/b);}'),
    customAc: () => judge(`${FIXTURES}/custom-checker`, 'python', 'n = int(input())\nprint(0, n)\n'),
    customWa: () => judge(`${FIXTURES}/custom-checker`, 'python', 'n = int(input())\nprint(1, n)\n'),
    customPe: () => judge(`${FIXTURES}/custom-checker`, 'python', 'print("hello")\n'),
    subtaskFull: () => judge(`${FIXTURES}/subtask`, 'cpp', '#include <cstdio>\nint main(){long long n;scanf("%lld",&n);printf("%lld\\n",n*n);}'),
    subtaskPartial: () => judge(`${FIXTURES}/subtask`, 'cpp', '#include <cstdio>\nint main(){int n;scanf("%d",&n);printf("%d\\n",n*n);}'),
  };
  const r: Record<string, Awaited<ReturnType<typeof judge>>> = {};
  beforeAll(async () => {
    const names = Object.keys(runs) as (keyof typeof runs)[];
    const results = await parallel(names.map((n) => runs[n]));
    names.forEach((n, k) => (r[n] = results[k]));
  }, 120_000);

  it('float:1e-6 accepts 7 decimals and rejects 3', () => {
    expect(r.floatAc.verdict).toBe(Verdict.AC);
    expect(r.floatWa.verdict).toBe(Verdict.WA);
  });
  it('a testlib-style checker.cpp decides AC, WA and PE with its message', () => {
    expect(r.customAc.verdict).toBe(Verdict.AC);
    expect(r.customAc.score).toBe(100);
    expect(r.customWa.verdict).toBe(Verdict.WA);
    expect(r.customWa.cases[0].message).toMatch(/\+/);
    expect(r.customPe.verdict).toBe(Verdict.PE);
    expect(r.customPe.cases[0].message).toMatch(/two integers/);
  });
  it('subtasks score all-or-nothing: 32-bit overflow keeps only the 40-point subtask', () => {
    expect(r.subtaskFull).toMatchObject({ verdict: Verdict.AC, score: 100 });
    expect(r.subtaskPartial.score).toBe(40);
    expect(r.subtaskPartial.verdict).toBe(Verdict.WA);
    expect(r.subtaskPartial.cases.map((c) => c.verdict)).toEqual([Verdict.AC, Verdict.AC, Verdict.WA, Verdict.WA, Verdict.WA]);
  });
});
