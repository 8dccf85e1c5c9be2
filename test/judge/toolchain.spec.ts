import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { JudgeLang, Verdict } from '../../types/judge';
import { CLANG, CPP_COMPILER, GO_BIN, pchFor } from '../../server/src/judge/languages/compilers';
import { FIXTURES, judge, makeProblem, parallel, solution, testEngine } from './helpers/judge-helpers';

/** The toolchains learners expect (issue 13 item 5b), in the real sandbox. */
describe('toolchains learners expect', () => {
  it('C++ is clang 19 in C++23 (LeetCode\'s convention): deducing-this lambdas and ranges', async () => {
    expect(CLANG).toBeDefined();
    expect(CPP_COMPILER).toBe(CLANG);
    const code = [
      'class Solution {',
      'public:',
      '    int numIslands(vector<vector<char>>& grid) {',
      '        int m = grid.size(), n = grid[0].size(), count = 0;',
      '        auto dfs = [&](this auto&& dfs, int i, int j) -> void {',
      "            if (i < 0 || j < 0 || i >= m || j >= n || grid[i][j] != '1') return;",
      "            grid[i][j] = '0';",
      '            dfs(i + 1, j); dfs(i - 1, j); dfs(i, j + 1); dfs(i, j - 1);',
      '        };',
      '        for (int i : views::iota(0, m)) for (int j : views::iota(0, n)) if (grid[i][j] == \'1\') { count++; dfs(i, j); }',
      '        return count;',
      '    }',
      '};',
    ].join('\n');
    const r = await judge(`${FIXTURES}/tpl-islands`, 'cpp', code, 'tpl');
    expect({ verdict: r.verdict, compile: r.compile_output }).toEqual({ verdict: Verdict.AC, compile: expect.any(String) });
  }, 120_000);

  it('the precompiled bits/stdc++.h is used only where the source includes it first', () => {
    expect(pchFor('/pch', '#include <bits/stdc++.h>\nint main() {}')).toBe('/pch');
    expect(pchFor('/pch', '// A+B\n/* 作者 */\n#pragma GCC optimize("O2")\n#  include  <bits/stdc++.h>\n')).toBe('/pch');
    expect(pchFor('/pch', '#include <iostream>\n#include <bits/stdc++.h>\n')).toBeUndefined();
    expect(pchFor('/pch', '#define _GLIBCXX_DEBUG\n#include <bits/stdc++.h>\n')).toBeUndefined();
    expect(pchFor('/pch', 'int main() {}')).toBeUndefined();
  });

  it('C++ that includes only what it uses may name a global after a std algorithm (count)', async () => {
    // with all of std visible, `count` would be ambiguous after `using namespace std`
    const code = [
      '#include <iostream>',
      'using namespace std;',
      'long long count, a, b;',
      'int main() { while (cin >> a >> b) { count = a + b; cout << count << "\\n"; } }',
    ].join('\n');
    const r = await judge(`${FIXTURES}/aplusb`, 'cpp', code);
    expect({ verdict: r.verdict, compile: r.compile_output }).toEqual({ verdict: Verdict.AC, compile: '' });
  }, 60_000);

  it('Go is 1.21 or newer: built-in min/max, slices and maps', async () => {
    expect(GO_BIN).toMatch(/go-1\.(2[1-9]|[3-9]\d)\//);
    const code = [
      'import "slices"',
      '',
      'func maxArea(height []int) int {',
      '\tbest, l, r := 0, 0, len(height)-1',
      '\tfor l < r {',
      '\t\tbest = max(best, min(height[l], height[r])*(r-l))',
      '\t\tif height[l] < height[r] {',
      '\t\t\tl++',
      '\t\t} else {',
      '\t\t\tr--',
      '\t\t}',
      '\t}',
      '\t_ = slices.Max(height)',
      '\treturn best',
      '}',
    ].join('\n');
    const dir = makeProblem({
      config: 'tpl:\n  function: maxArea\n  params: [ { name: height, type: "int[]" } ]\n  returns: int\n',
      cases: [['[1,8,6,2,5,4,8,3,7]\n', '49\n'], ['[1,1]\n', '1\n']],
    });
    const r = await judge(dir, 'go', code, 'tpl');
    expect({ verdict: r.verdict, compile: r.compile_output }).toEqual({ verdict: Verdict.AC, compile: '' });
  }, 120_000);

  it('a runtime error comes with its stderr (the exception and where it happened)', async () => {
    const [py, java, cpp] = await parallel([
      () => judge(`${FIXTURES}/tpl-two-sum`, 'python', 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return nums[100]\n', 'tpl'),
      () => judge(`${FIXTURES}/tpl-two-sum`, 'java', 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[] { nums[100] };\n    }\n}', 'tpl'),
      () => judge(`${FIXTURES}/aplusb`, 'cpp', '#include <bits/stdc++.h>\nint main() { std::vector<int> v; std::cerr << "about to fail" << std::endl; return v.at(3); }\n'),
    ]);
    expect(py.verdict).toBe(Verdict.RE);
    expect(py.cases[0].stderr).toMatch(/IndexError: list index out of range/);
    expect(java.verdict).toBe(Verdict.RE);
    expect(java.cases[0].stderr).toMatch(/ArrayIndexOutOfBoundsException/);
    expect(cpp.verdict).toBe(Verdict.RE);
    expect(cpp.cases[0].stderr).toMatch(/about to fail[\s\S]*out_of_range/);
    // only the first failing case carries it (results are stored with the submission)
    expect(py.cases.filter((c) => c.stderr)).toHaveLength(1);
  }, 120_000);

  it('TypeScript: a syntax error is a compile error with the line', async () => {
    const r = await judge(`${FIXTURES}/tpl-two-sum`, 'typescript', 'function twoSum(nums: number[], target: number): number[] {\n    return [0, 1;\n}', 'tpl');
    expect(r.verdict).toBe(Verdict.CE);
    expect(r.compile_output).toMatch(/main\.ts:3:\d+ - error TS\d+/);
  }, 60_000);

  it.each<[JudgeLang, string, string]>([
    ['c', 'main.c', '/usr/bin/gcc'],
    ['cpp', 'main.cpp', CPP_COMPILER.bin],
  ])('%s programs are linked by gold (a third of ld.bfd\'s time, paid by every verdict)', async (lang, file, compiler) => {
    const engine = await testEngine();
    const run = engine.sandbox.run.bind(engine.sandbox);
    let binary: Buffer | undefined;
    const spy = jest.spyOn(engine.sandbox, 'run').mockImplementation(async (box, opts) => {
      const r = await run(box, opts);
      if (opts.argv[0] === compiler) binary = fs.readFileSync(box.path('main'));
      return r;
    });
    try {
      // new code (a unique comment), so the compile cache cannot answer
      const r = await judge(`${FIXTURES}/aplusb`, lang, `// ${randomUUID()}\n${solution('aplusb', file)}`);
      expect(r.verdict).toBe(Verdict.AC);
    } finally {
      spy.mockRestore();
    }
    // gold leaves its version note (.note.gnu.gold-version) in what it links; ld.bfd does not
    expect(binary?.includes('gold 1.')).toBe(true);
  }, 60_000);
});
