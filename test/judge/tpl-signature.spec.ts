import * as yaml from 'js-yaml';
import { Verdict } from '../../types/judge';
import { runBuiltinChecker } from '../../server/src/judge/checkers/builtin-checkers';
import { PackageError } from '../../server/src/judge/package/package-error';
import { loadProblemDir } from '../../server/src/judge/package/problem-package';
import { parseChecker } from '../../server/src/judge/package/problem-config';
import { parseSignature, signatureDoc } from '../../server/src/judge/tpl/signature';
import { parseTplType, typeName } from '../../server/src/judge/tpl/tpl-types';
import { caseIssues } from '../../server/src/judge/tpl/values';
import { cleanupProblems, makeProblem } from './helpers/judge-helpers';

afterAll(cleanupProblems);

const sig = (text: string) => parseSignature(yaml.load(text) as never);
const sigError = (text: string) => {
  try {
    sig(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('accepted');
};

describe('TPL types', () => {
  it('parses arrays, lists, char, nodes and Java aliases to canonical names', () => {
    const cases: [string, string][] = [
      ['int[]', 'int[]'], ['char[][]', 'char[][]'], ['List<Integer>', 'List<int>'], ['List<List<String>>', 'List<List<string>>'],
      ['List< List<int> >', 'List<List<int>>'], ['ListNode[]', 'ListNode[]'], ['Node', 'Node'], ['boolean', 'bool'], ['void', 'void'],
    ];
    for (const [text, name] of cases) expect(typeName(parseTplType(text))).toBe(name);
  });
  it('rejects what no driver generates, saying what is allowed', () => {
    for (const bad of ['vector<int>', 'int[][][]', 'List<int>[]', 'List<int[]>', 'List<List<List<int>>>', 'ListNode[][]', 'Node[]', 'List<ListNode>', 'void[]', '']) {
      expect(() => parseTplType(bad)).toThrow(/不支持的类型|类型缺失/);
    }
  });
});

describe('TPL signatures', () => {
  it('accepts every documented construct and round-trips it canonically', () => {
    const docs = [
      'function: twoSum\nparams: [ { name: nums, type: "int[]" }, { name: target, type: int } ]\nreturns: "int[]"',
      'function: moveZeroes\nparams: [ { name: nums, type: "int[]" } ]\nreturns: void\nmutates: nums',
      'function: detectCycle\nparams: [ { name: head, type: ListNode, cycle: pos }, { name: pos, type: int, input_only: true } ]\nreturns: ListNode\nreturn_as: index',
      'function: lowestCommonAncestor\nparams: [ { name: root, type: TreeNode }, { name: p, type: TreeNode, node_of: root }, { name: q, type: TreeNode, node_of: root } ]\nreturns: TreeNode\nreturn_as: val',
      'function: getIntersectionNode\nparams: [ { name: intersectVal, type: int, input_only: true }, { name: headA, type: ListNode }, { name: headB, type: ListNode }, { name: skipA, type: int, input_only: true }, { name: skipB, type: int, input_only: true } ]\nreturns: ListNode\nreturn_as: val\nintersect: { a: headA, b: headB, skip_a: skipA, skip_b: skipB, val: intersectVal }',
      'function: copyRandomList\nparams: [ { name: head, type: Node } ]\nreturns: Node',
      'class: LRUCache\nconstructor: [ { name: capacity, type: int } ]\nmethods:\n  - { name: get, params: [ { name: key, type: int } ], returns: int }\n  - { name: put, params: [ { name: key, type: int }, { name: value, type: int } ], returns: void }',
      'class: MinStack\nmethods: [ { name: push, params: [ { name: val, type: int } ], returns: void }, { name: getMin, returns: int } ]',
    ];
    for (const d of docs) {
      const parsed = sig(d);
      expect(parseSignature(JSON.parse(JSON.stringify(signatureDoc(parsed))))).toEqual(parsed);
    }
  });
  it('rejects bad signatures with the key and the reason', () => {
    expect(sigError('function: f\nparams: [ { name: a, type: "vector<int>" } ]\nreturns: int')).toMatch(/tpl\.params\[0\]\.type \(a\).*不支持的类型 vector<int>/);
    expect(sigError('function: f\nparams: [ { name: a, type: "int[]" } ]\nreturns: void')).toMatch(/void 时必须用 mutates/);
    expect(sigError('function: f\nparams: [ { name: a, type: int } ]\nreturns: void\nmutates: a')).toMatch(/标量/);
    expect(sigError('function: f\nparams: [ { name: a, type: "int[]" } ]\nreturns: int\nmutates: a')).toMatch(/只能用于 returns: void/);
    expect(sigError('function: f\nparams: [ { name: h, type: ListNode, cycle: pos }, { name: pos, type: int } ]\nreturns: bool')).toMatch(/input_only: true 的 int/);
    expect(sigError('function: f\nparams: [ { name: p, type: TreeNode, node_of: root }, { name: root, type: TreeNode } ]\nreturns: int')).toMatch(/之前声明/);
    expect(sigError('function: f\nparams: [ { name: a, type: int, colour: red } ]\nreturns: int')).toMatch(/未知的键 colour/);
    expect(sigError('function: f\nparams: [ { name: a, type: int }, { name: a, type: int } ]\nreturns: int')).toMatch(/重复/);
    expect(sigError('class: LRUCache\nmethods: []')).toMatch(/methods 必须是非空数组/);
    expect(sigError('class: C\nmethods: [ { name: get, returns: ListNode } ]')).toMatch(/不支持返回 ListNode/);
    expect(sigError('class: C\nmethods: [ { name: get, returns: int }, { name: Get, returns: int } ]')).toMatch(/重复/);
    expect(sigError('function: f\nclass: C\nparams: []\nreturns: int')).toMatch(/不能同时/);
    expect(sigError('function: f\nparams: [ { name: h, type: ListNode } ]\nreturns: int\nreturn_as: val')).toMatch(/return_as 只能用于/);
  });
});

describe('TPL test data validation', () => {
  const issues = (s: string, input: string, output: string) => caseIssues(sig(s), 3, input, output).map((i) => `${i.file}:${i.line} ${i.reason}`);
  const twoSum = 'function: twoSum\nparams: [ { name: nums, type: "int[]" }, { name: target, type: int } ]\nreturns: "int[]"';
  it('names the file, line and reason', () => {
    expect(issues(twoSum, '[2,7]\n9\n', '[0,1]\n')).toEqual([]);
    expect(issues(twoSum, '[2,7]\n"9"\n', '[0,1]\n')).toEqual(['3.in:2 target 应为 int（32 位整数），实际为 "9"']);
    expect(issues(twoSum, '[2,7\n9\n', '[0,1]\n')[0]).toMatch(/^3\.in:1 nums 不是合法的 JSON/);
    expect(issues(twoSum, '[2,7]\n', '[0,1]\n')[0]).toMatch(/^3\.in:2 应有 2 行/);
    expect(issues(twoSum, '[2,7]\n9\n', '[0,1.5]\n')).toEqual(['3.out:1 返回值 [1] 应为 int（32 位整数），实际为 1.5']);
    expect(issues(twoSum, '[2,3000000000]\n9\n', '[0,1]\n')[0]).toMatch(/\[1\] 应为 int/);
  });
  it('checks char grids, trees, cycles, node values and intersections', () => {
    const grid = 'function: numIslands\nparams: [ { name: grid, type: "char[][]" } ]\nreturns: int';
    expect(issues(grid, '[["1","0"]]\n', '1\n')).toEqual([]);
    expect(issues(grid, '[["10"]]\n', '1\n')[0]).toMatch(/\[0\]\[0\] 应为 char/);
    const tree = 'function: f\nparams: [ { name: root, type: TreeNode }, { name: p, type: TreeNode, node_of: root } ]\nreturns: TreeNode\nreturn_as: val';
    expect(issues(tree, '[3,5,1,null,null,2]\n5\n', '3\n')).toEqual([]);
    expect(issues(tree, '[3,5,1]\n7\n', '3\n')).toEqual(['3.in:2 p = 7 不是 root 中任何节点的值']);
    expect(issues(tree, '[1,null,null,2]\n1\n', '1\n')[0]).toMatch(/没有可挂的父节点/);
    const cyc = 'function: hasCycle\nparams: [ { name: head, type: ListNode, cycle: pos }, { name: pos, type: int, input_only: true } ]\nreturns: bool';
    expect(issues(cyc, '[3,2,0]\n2\n', 'true\n')).toEqual([]);
    expect(issues(cyc, '[3,2,0]\n3\n', 'true\n')[0]).toMatch(/^3\.in:2 pos = 3 超出范围/);
    const inter = 'function: getIntersectionNode\nparams: [ { name: v, type: int, input_only: true }, { name: a, type: ListNode }, { name: b, type: ListNode }, { name: sa, type: int, input_only: true }, { name: sb, type: int, input_only: true } ]\nreturns: ListNode\nreturn_as: val\nintersect: { a: a, b: b, skip_a: sa, skip_b: sb, val: v }';
    expect(issues(inter, '8\n[4,1,8,4,5]\n[5,6,1,8,4,5]\n2\n3\n', '8\n')).toEqual([]);
    expect(issues(inter, '0\n[2,6,4]\n[1,5]\n3\n2\n', 'null\n')).toEqual([]);
    expect(issues(inter, '8\n[4,1,8,4,5]\n[5,6,1,8,4,5]\n2\n2\n', '8\n')[0]).toMatch(/相交部分长度不一致/);
    expect(issues(inter, '9\n[4,1,8,4,5]\n[5,6,1,8,4,5]\n2\n3\n', '8\n')[0]).toMatch(/^3\.in:1 v = 9，应为相交起点的值 8/);
    const node = 'function: copyRandomList\nparams: [ { name: head, type: Node } ]\nreturns: Node';
    expect(issues(node, '[[7,null],[13,0]]\n', '[[7,null],[13,0]]\n')).toEqual([]);
    expect(issues(node, '[[7,null],[13,5]]\n', '[]\n')[0]).toMatch(/random 下标/);
  });
  it('checks design sequences', () => {
    const lru = 'class: LRUCache\nconstructor: [ { name: capacity, type: int } ]\nmethods:\n  - { name: get, params: [ { name: key, type: int } ], returns: int }\n  - { name: put, params: [ { name: key, type: int }, { name: value, type: int } ], returns: void }';
    expect(issues(lru, '["LRUCache","put","get"]\n[[2],[1,1],[1]]\n', '[null,null,1]\n')).toEqual([]);
    expect(issues(lru, '["LRUCache","put","get"]\n[[2],[1,1]]\n', '[null,null,1]\n')).toEqual(['3.in:2 操作 3 个，参数列表 2 个，长度不同']);
    expect(issues(lru, '["LRUCache","put","fetch"]\n[[2],[1,1],[1]]\n', '[null,null,1]\n')[0]).toMatch(/"fetch" 不是 LRUCache 的方法/);
    expect(issues(lru, '["LRUCache","put","get"]\n[[2],[1],[1]]\n', '[null,null,1]\n')[0]).toMatch(/put 需要 2 个参数/);
    expect(issues(lru, '["LRUCache","put","get"]\n[[2],[1,1],[1]]\n', '[null,1,1]\n')[0]).toMatch(/^3\.out:1 返回值 第 2 个操作 put 的结果 应为 null/);
  });
  it('rejects a package whose data does not match its signature', () => {
    const dir = makeProblem({
      config: 'tpl:\n  function: moveZeroes\n  params: [ { name: nums, type: "int[]" } ]\n  returns: void\n  mutates: nums\n',
      cases: [['[0,1]\n', '[1,0]\n'], ['[0,"x"]\n', '[1,0]\n']],
    });
    expect(() => loadProblemDir(dir)).toThrow(PackageError);
    expect(() => loadProblemDir(dir)).toThrow('2.in 第 1 行：nums [1] 应为 int（32 位整数），实际为 "x"');
  });
});

describe('unordered checker', () => {
  const tpl = (out: string, ans: string, depth: number) => runBuiltinChecker({ kind: 'unordered', depth }, out, ans, 0).verdict;
  it('ignores order per level in TPL results', () => {
    expect(parseChecker('unordered:2')).toEqual({ kind: 'unordered', depth: 2 });
    expect(tpl('[[2,-1,-1],[0,1,-1]]', '[[-1,-1,2],[-1,0,1]]', 2)).toBe(Verdict.AC);
    expect(tpl('[[2,-1,-1],[0,1,-1]]', '[[-1,-1,2],[-1,0,1]]', 1)).toBe(Verdict.WA);
    expect(tpl('[[1,2],[2,1]]', '[[2,1],[1,2]]', 1)).toBe(Verdict.AC);
    expect(tpl('[[1,2],[1,2]]', '[[2,1],[1,2]]', 1)).toBe(Verdict.WA);
    expect(tpl('[["tan","nat"],["bat"]]', '[["bat"],["nat","tan"]]', 2)).toBe(Verdict.AC);
    expect(tpl('[["bat"]]', '[["bat"],["nat","tan"]]', 2)).toBe(Verdict.WA);
    expect(runBuiltinChecker({ kind: 'unordered', depth: 2 }, '[["bat"],["x"]]', '[["bat"],["nat","tan"]]', 0).message).toBe('缺少 ["nat","tan"]，多出 ["x"]');
  });
  it('ignores the order of lines (and tokens) in ACM output', () => {
    const acm = (out: string, ans: string, depth: number) => runBuiltinChecker({ kind: 'unordered', depth }, out, ans).verdict;
    expect(acm('1 2\n3 4\n', '3 4\n1 2\n', 1)).toBe(Verdict.AC);
    expect(acm('2 1\n3 4\n', '3 4\n1 2\n', 1)).toBe(Verdict.WA);
    expect(acm('2 1\n4  3\n\n', '3 4\n1 2\n', 2)).toBe(Verdict.AC);
  });
});
