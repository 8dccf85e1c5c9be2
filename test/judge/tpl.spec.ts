import { JudgeLang, JudgeResult, TPL_LANGS, Verdict } from '../../types/judge';
import { loadProblemDir } from '../../server/src/judge/package/problem-package';
import { starterCode } from '../../server/src/judge/tpl/starter';
import { EXT, FIXTURES, judge, parallel, solution } from './helpers/judge-helpers';

const PROBLEMS = ['tpl-two-sum', 'tpl-string', 'tpl-list', 'tpl-tree', 'tpl-matrix', 'tpl-scalars'];

/** Wrong twoSum answers: the indices reversed. */
const WRONG_TWO_SUM: Record<string, string> = {
  cpp: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        for (int i = 0; i < (int)nums.size(); i++) for (int j = i + 1; j < (int)nums.size(); j++) if (nums[i] + nums[j] == target) return {j, i};\n        return {};\n    }\n};',
  java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        for (int i = 0; i < nums.length; i++) for (int j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] == target) return new int[] {j, i};\n        return null;\n    }\n}',
  python: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [1, 0]\n',
  javascript: 'var twoSum = function(nums, target) { return [1, 0]; };',
  typescript: 'function twoSum(nums: number[], target: number): number[] { return [1, 0]; }',
  go: 'func twoSum(nums []int, target int) []int { return []int{1, 0} }',
};

describe('TPL mode: one data set, six languages, LeetCode-cn style code', () => {
  const jobs = PROBLEMS.flatMap((p) => TPL_LANGS.map((lang) => ({ p, lang })));
  const results: JudgeResult[] = [];
  const wrong: JudgeResult[] = [];
  beforeAll(async () => {
    results.push(...(await parallel(jobs.map(({ p, lang }) => () => judge(`${FIXTURES}/${p}`, lang, solution(p, `solution.${EXT[lang]}`), 'tpl')))));
    wrong.push(...(await parallel(TPL_LANGS.map((lang) => () => judge(`${FIXTURES}/tpl-two-sum`, lang, WRONG_TWO_SUM[lang], 'tpl')))));
  }, 200_000);

  it.each(jobs.map((j, k) => [j.p, j.lang, k] as const))('%s accepted in %s', (_p, _lang, k) => {
    const r = results[k];
    expect({ verdict: r.verdict, compile: r.compile_output.slice(0, 500), error: r.error }).toEqual({
      verdict: Verdict.AC,
      compile: expect.any(String),
      error: undefined,
    });
    expect(r.score).toBe(100);
  });

  it.each(TPL_LANGS.map((l, k) => [l, k] as const))('a wrong twoSum in %s is a wrong answer with expected/got', (_l, k) => {
    expect(wrong[k].verdict).toBe(Verdict.WA);
    expect(wrong[k].cases[0].message).toMatch(/期望 \[0, ?1\]/);
  });
});

describe('TPL mode edges', () => {
  it('C has no TPL mode, and an ACM-only problem refuses TPL, both as CE with the reason', async () => {
    const c = await judge(`${FIXTURES}/tpl-two-sum`, 'c', 'int main(){}', 'tpl');
    expect(c.verdict).toBe(Verdict.CE);
    expect(c.compile_output).toMatch(/不支持/);
    const acmOnly = await judge(`${FIXTURES}/aplusb`, 'python', 'pass', 'tpl');
    expect(acmOnly.verdict).toBe(Verdict.CE);
  }, 30_000);

  it('the same TPL data judges an ACM solution that reads JSON lines', async () => {
    const code = 'import json,sys\nl=sys.stdin.read().split("\\n")\nnums=json.loads(l[0]);t=json.loads(l[1])\nd={}\nfor i,x in enumerate(nums):\n    if t-x in d: print(json.dumps([d[t-x],i])); break\n    d[x]=i\n';
    const r = await judge(`${FIXTURES}/tpl-two-sum`, 'python', code, 'acm');
    expect(r.verdict).toBe(Verdict.AC);
  }, 30_000);

  it('a compile error in TPL code is CE with the compiler output', async () => {
    const r = await judge(`${FIXTURES}/tpl-two-sum`, 'go', 'func twoSum(nums []int, target int) []int { return nope }', 'tpl');
    expect(r.verdict).toBe(Verdict.CE);
    expect(r.compile_output).toMatch(/nope/);
  }, 30_000);

  it('users see LeetCode-cn starter code per language', () => {
    const sig = loadProblemDir(`${FIXTURES}/tpl-two-sum`).config.tpl!;
    const expected: Record<string, string> = {
      cpp: 'vector<int> twoSum(vector<int>& nums, int target)',
      java: 'public int[] twoSum(int[] nums, int target)',
      python: 'def twoSum(self, nums: List[int], target: int) -> List[int]:',
      javascript: 'var twoSum = function(nums, target)',
      typescript: 'function twoSum(nums: number[], target: number): number[]',
      go: 'func twoSum(nums []int, target int) []int',
    };
    for (const lang of TPL_LANGS) expect(starterCode(lang as JudgeLang, sig)).toContain(expected[lang]);
    const tree = loadProblemDir(`${FIXTURES}/tpl-tree`).config.tpl!;
    expect(starterCode('cpp', tree)).toContain('TreeNode* invertTree(TreeNode* root)');
    expect(starterCode('python', tree)).toContain('# Definition for a binary tree node.');
    expect(starterCode('go', tree)).toContain('func invertTree(root *TreeNode) *TreeNode');
  });

  it('starter code compiles as given in every language (a CE here would block users)', async () => {
    const sig = loadProblemDir(`${FIXTURES}/tpl-scalars`).config.tpl!;
    const fill: Record<string, [string, string]> = {
      cpp: ['        \n', '        return 0;\n'],
      java: ['        \n', '        return 0;\n'],
      python: ['        ', '        return 0.0'],
      javascript: ['    \n', '    return 0;\n'],
      typescript: ['    \n', '    return 0;\n'],
      go: ['    \n', '    return 0\n'],
    };
    const rs = await parallel(
      TPL_LANGS.map((lang) => () => judge(`${FIXTURES}/tpl-scalars`, lang, starterCode(lang, sig).replace(fill[lang][0], fill[lang][1]), 'tpl')),
    );
    // returns 0 for every case: case 3 expects 0.0, the others something else
    for (const r of rs) expect(r.cases.map((c) => c.verdict)).toEqual([Verdict.WA, Verdict.WA, Verdict.AC]);
  }, 120_000);
});
