import { Verdict } from '../../types/judge';
import { FIXTURES, judge, makeProblem, parallel } from './helpers/judge-helpers';

/** Checkers declared in config.yaml, in TPL and ACM mode, in the real sandbox. */
describe('problem-supplied checkers: several valid answers', () => {
  it('a palindrome of maximum length: either middle is accepted, a shorter one is not', async () => {
    const [left, right, short] = await parallel([
      // expands around each centre, keeps the first longest (babad -> bab)
      () => judge(`${FIXTURES}/tpl-palindrome`, 'python', 'class Solution:\n    def longestPalindrome(self, s: str) -> str:\n        best = ""\n        for c in range(2 * len(s) - 1):\n            l, r = c // 2, (c + 1) // 2\n            while l >= 0 and r < len(s) and s[l] == s[r]:\n                l, r = l - 1, r + 1\n            if r - l - 1 > len(best):\n                best = s[l + 1:r]\n        return best\n', 'tpl'),
      // keeps the last longest (babad -> aba, abc -> c)
      () => judge(`${FIXTURES}/tpl-palindrome`, 'cpp', 'class Solution {\npublic:\n    string longestPalindrome(string s) {\n        string best;\n        for (int c = 0; c < 2 * (int)s.size() - 1; c++) {\n            int l = c / 2, r = (c + 1) / 2;\n            while (l >= 0 && r < (int)s.size() && s[l] == s[r]) { l--; r++; }\n            if (r - l - 1 >= (int)best.size()) best = s.substr(l + 1, r - l - 1);\n        }\n        return best;\n    }\n};', 'tpl'),
      () => judge(`${FIXTURES}/tpl-palindrome`, 'javascript', 'var longestPalindrome = function(s) { return s[0]; };', 'tpl'),
    ]);
    expect(left.verdict).toBe(Verdict.AC);
    expect(right.verdict).toBe(Verdict.AC);
    expect(short.verdict).toBe(Verdict.WA);
    expect(short.cases[0].message).toBe('回文子串长度 1，最长为 3');
  }, 120_000);

  it('a height-balanced BST with this inorder: left or right middles are accepted, a chain is not', async () => {
    const build = (mid: string) =>
      `class Solution:\n    def sortedArrayToBST(self, nums: List[int]) -> Optional[TreeNode]:\n        def go(l, r):\n            if l > r:\n                return None\n            m = ${mid}\n            return TreeNode(nums[m], go(l, m - 1), go(m + 1, r))\n        return go(0, len(nums) - 1)\n`;
    const [leftMid, rightMid, chain] = await parallel([
      () => judge(`${FIXTURES}/tpl-bst`, 'python', build('(l + r) // 2'), 'tpl'),
      () => judge(`${FIXTURES}/tpl-bst`, 'python', build('(l + r + 1) // 2'), 'tpl'),
      () => judge(`${FIXTURES}/tpl-bst`, 'go', 'func sortedArrayToBST(nums []int) *TreeNode {\n\tvar root *TreeNode\n\tfor i := len(nums) - 1; i >= 0; i-- {\n\t\troot = &TreeNode{Val: nums[i], Right: root}\n\t}\n\treturn root\n}', 'tpl'),
    ]);
    expect(leftMid.verdict).toBe(Verdict.AC);
    expect(rightMid.verdict).toBe(Verdict.AC);
    expect(chain.verdict).toBe(Verdict.WA);
    expect(chain.cases[0].message).toBe('不是高度平衡的二叉搜索树');
  }, 120_000);

  it('a checker.py with a syntax error is the problem setter\'s: a system error, not the learner\'s', async () => {
    const dir = makeProblem({ config: 'checker: custom\n', cases: [['1\n', '1\n']], files: { 'checker.py': 'def broken(:\n' } });
    const r = await judge(dir, 'python', 'print(1)');
    expect(r.verdict).toBe(Verdict.SE);
    expect(r.error).toMatch(/checker\.py 有语法错误/);
  }, 60_000);
});

describe('any-order and tolerance checkers in both modes', () => {
  it('unordered:2 accepts triples in any order in TPL mode and rejects a missing one', async () => {
    const wrong = await judge(`${FIXTURES}/tpl-three-sum`, 'python', 'class Solution:\n    def threeSum(self, nums: List[int]) -> List[List[int]]:\n        return [[-1, 2, -1]] if len(nums) > 5 else []\n', 'tpl');
    expect(wrong.verdict).toBe(Verdict.WA);
    expect(wrong.cases[0].message).toBe('缺少 [-1,0,1]');
  });

  it('unordered in ACM mode: lines in any order, and with depth 2 the tokens of a line too', async () => {
    const dir = makeProblem({ config: 'checker: unordered:2\n', cases: [['3\n', '1 2\n3 4\n5\n']] });
    const ok = await judge(dir, 'python', 'print(5)\nprint("4 3")\nprint("2  1")\n');
    expect(ok.verdict).toBe(Verdict.AC);
    const missing = await judge(dir, 'python', 'print(5)\nprint("4 3")\n');
    expect(missing.verdict).toBe(Verdict.WA);
    expect(missing.cases[0].message).toBe('缺少 1 2');
  }, 60_000);

  it('a float checker with its tolerance applies to TPL results too', async () => {
    const dir = makeProblem({
      config: 'checker: "float:0.01"\ntpl:\n  function: half\n  params: [ { name: x, type: int } ]\n  returns: double\n',
      cases: [['3\n', '1.5\n']],
    });
    const close = await judge(dir, 'javascript', 'var half = function(x) { return x / 2 + 0.005; };', 'tpl');
    expect(close.verdict).toBe(Verdict.AC);
    const far = await judge(dir, 'javascript', 'var half = function(x) { return x / 2 + 0.05; };', 'tpl');
    expect(far.verdict).toBe(Verdict.WA);
  }, 60_000);
});
