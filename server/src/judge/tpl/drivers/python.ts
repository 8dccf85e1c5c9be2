import { ParsedSignature, TplType } from '../tpl-types';

export function pythonType(t: TplType): string {
  switch (t.kind) {
    case 'int':
    case 'long':
      return 'int';
    case 'double':
      return 'float';
    case 'bool':
      return 'bool';
    case 'string':
      return 'str';
    case 'ListNode':
    case 'TreeNode':
      return `Optional[${t.kind}]`;
    case 'array':
      return `List[${pythonType(t.of)}]`;
  }
}

/** LeetCode-cn's imports and node classes; user code follows. */
const PRELUDE = `from typing import *
import sys, math, collections, heapq, bisect, itertools, functools, string, re, random, operator
from collections import *
from functools import *
from itertools import *
from heapq import *
from bisect import *
from math import inf
class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next
class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right
`;

const RUNTIME = `
def _ct_main():
    import json as _json, sys as _sys
    _sys.setrecursionlimit(1000000)
    def to_list(v):
        head = ListNode(); t = head
        for x in v:
            t.next = ListNode(x); t = t.next
        return head.next
    def to_tree(v):
        if not v or v[0] is None:
            return None
        root = TreeNode(v[0]); q = collections.deque([root]); k = 1
        while q and k < len(v):
            n = q.popleft()
            if k < len(v) and v[k] is not None:
                n.left = TreeNode(v[k]); q.append(n.left)
            k += 1
            if k < len(v) and v[k] is not None:
                n.right = TreeNode(v[k]); q.append(n.right)
            k += 1
        return root
    def plain(x):
        if isinstance(x, ListNode):
            out = []
            while x is not None and len(out) < 10000000:
                out.append(x.val); x = x.next
            return out
        if isinstance(x, TreeNode):
            order = [x]; k = 0
            while k < len(order):
                if order[k] is not None:
                    order.append(order[k].left); order.append(order[k].right)
                k += 1
            while order and order[-1] is None:
                order.pop()
            return [None if n is None else n.val for n in order]
        if isinstance(x, (list, tuple)):
            return [plain(e) for e in x]
        return x
    lines = _sys.stdin.read().split('\\n')
    args = []
__READS__
    result = Solution().__FN__(*args)
    if result is None and __NODE_RETURN__:
        result = []
    _sys.stdout.write(_json.dumps(plain(result), ensure_ascii=False, separators=(',', ':')) + '\\n')

_ct_main()
`;

function convert(t: TplType, expr: string): string {
  if (t.kind === 'ListNode') return `to_list(${expr})`;
  if (t.kind === 'TreeNode') return `to_tree(${expr})`;
  if (t.kind === 'double') return `float(${expr})`;
  if (t.kind === 'array' && t.of.kind === 'double') return `[float(e) for e in ${expr}]`;
  if (t.kind === 'array' && t.of.kind === 'array' && t.of.of.kind === 'double') return `[[float(e) for e in r] for r in ${expr}]`;
  return expr;
}

export function pythonSources(sig: ParsedSignature, code: string): Record<string, string> {
  const reads = sig.params
    .map((p, k) => `    args.append(${convert(p.type, `_json.loads(lines[${k}])`)})`)
    .join('\n');
  const runtime = RUNTIME.replace('__READS__', reads).replace('__FN__', sig.function)
    .replace('__NODE_RETURN__', sig.returns.kind === 'ListNode' || sig.returns.kind === 'TreeNode' ? 'True' : 'False');
  return { 'main.py': `${PRELUDE}${code}\n${runtime}` };
}
