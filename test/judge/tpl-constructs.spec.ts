import { JudgeResult, TPL_LANGS, Verdict } from '../../types/judge';
import { loadProblemDir } from '../../server/src/judge/package/problem-package';
import { starterCode } from '../../server/src/judge/tpl/starter';
import { EXT, FIXTURES, judge, parallel, solution } from './helpers/judge-helpers';

/**
 * Every TPL construct of server/src/judge/tpl/README.md, judged in the real sandbox in all six
 * languages with solutions written the way LeetCode-cn learners write them.
 */
const CONSTRUCTS = [
  'tpl-move-zeroes', // void + mutates int[]; the solutions also print debug output to stdout
  'tpl-rotate', // void + mutates int[][]
  'tpl-flatten', // void + mutates TreeNode
  'tpl-three-sum', // List<List<Integer>> result, checker unordered:2
  'tpl-group-anagrams', // string[] param, List<List<String>> result, unordered:2
  'tpl-word-break', // List<String> param
  'tpl-islands', // char[][] param
  'tpl-char', // char result
  'tpl-merge-k', // ListNode[] param
  'tpl-cycle', // cycle at pos (input-only), returned node as its index
  'tpl-intersect', // two lists sharing a tail, returned node as its value
  'tpl-lca', // tree nodes given by value (node_of)
  'tpl-random-list', // Node with random pointers, deep copy checked
  'tpl-lru', // design class with constructor args and void methods
  'tpl-median-finder', // design class without constructor args, double results
];

describe('TPL constructs: reference solutions in six languages are accepted', () => {
  const jobs = CONSTRUCTS.flatMap((p) => TPL_LANGS.map((lang) => ({ p, lang })));
  const results: JudgeResult[] = [];
  beforeAll(async () => {
    results.push(...(await parallel(jobs.map(({ p, lang }) => () => judge(`${FIXTURES}/${p}`, lang, solution(p, `solution.${EXT[lang]}`), 'tpl')))));
  }, 900_000);

  it.each(jobs.map((j, k) => [j.p, j.lang, k] as const))('%s in %s', (_p, _lang, k) => {
    const r = results[k];
    expect({ verdict: r.verdict, compile: r.compile_output.slice(0, 600), error: r.error, cases: r.cases.filter((c) => c.verdict !== Verdict.AC) }).toEqual({
      verdict: Verdict.AC,
      compile: expect.any(String),
      error: undefined,
      cases: [],
    });
  });
});

describe('TPL constructs: generated starter code compiles and runs in every language', () => {
  const jobs = CONSTRUCTS.flatMap((p) => TPL_LANGS.map((lang) => ({ p, lang })));
  const results: JudgeResult[] = [];
  beforeAll(async () => {
    results.push(
      ...(await parallel(jobs.map(({ p, lang }) => () => judge(`${FIXTURES}/${p}`, lang, starterCode(lang, loadProblemDir(`${FIXTURES}/${p}`).config.tpl!, { stub: true }), 'tpl')))),
    );
  }, 900_000);

  it.each(jobs.map((j, k) => [j.p, j.lang, k] as const))('%s starter in %s', (_p, _lang, k) => {
    const r = results[k];
    // a stub answers zero values: never a compile or runtime error, never accepted on every case
    expect({ compile: r.verdict === Verdict.CE ? r.compile_output.slice(0, 600) : '', re: r.cases.filter((c) => c.verdict === Verdict.RE || c.verdict === Verdict.SE) }).toEqual({ compile: '', re: [] });
    expect(r.verdict).not.toBe(Verdict.AC);
  });
});
