import { JUDGE_LANGS, JudgeLang, JudgeResult, Verdict } from '../../types/judge';
import { FIXTURES, judge, parallel, solution } from './helpers/judge-helpers';

const FILE: Record<JudgeLang, string> = { c: 'main.c', cpp: 'main.cpp', java: 'Main.java', python: 'main.py', javascript: 'main.js', typescript: 'main.ts', go: 'main.go' };

describe('A+B in ACM mode, real compilers in the real sandbox', () => {
  const results = new Map<JudgeLang, JudgeResult>();

  beforeAll(async () => {
    const rs = await parallel(JUDGE_LANGS.map((lang) => () => judge(`${FIXTURES}/aplusb`, lang, solution('aplusb', FILE[lang]))));
    JUDGE_LANGS.forEach((lang, k) => results.set(lang, rs[k]));
  }, 180_000);

  it.each(JUDGE_LANGS)('%s is accepted on all 10 cases with time, memory and full score', (lang) => {
    const r = results.get(lang)!;
    expect(r.error).toBeUndefined();
    expect(r.verdict).toBe(Verdict.AC);
    expect(r.score).toBe(100);
    expect(r.cases).toHaveLength(10);
    for (const c of r.cases) {
      expect(c.verdict).toBe(Verdict.AC);
      expect(c.time_ms).toBeGreaterThanOrEqual(0);
      expect(c.memory_kb).toBeGreaterThan(100);
    }
    expect(r.memory_kb).toBe(Math.max(...r.cases.map((c) => c.memory_kb)));
  });
});
