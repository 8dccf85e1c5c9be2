import { ParsedClass, ParsedFunction, ParsedSignature, TplType, usesKind } from '../tpl-types';

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
    case 'char':
      return 'str';
    case 'void':
      return 'None';
    case 'ListNode':
    case 'TreeNode':
      return `Optional[${t.kind}]`;
    case 'Node':
      return "Optional['Node']";
    case 'array':
    case 'list':
      return `List[${pythonType(t.of)}]`;
  }
}

const LIST_DEF = `class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next
`;
const TREE_DEF = `class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right
`;
const NODE_DEF = `class Node:
    def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):
        self.val = int(x)
        self.next = next
        self.random = random
`;

/** LeetCode-cn's imports and the node classes used; the learner's prints go to stderr. */
function prelude(sig: ParsedSignature): string {
  return `from typing import *
import sys, math, collections, heapq, bisect, itertools, functools, string, re, random, operator
from collections import *
from functools import *
from itertools import *
from heapq import *
from bisect import *
from math import inf
_ct_stdout = sys.stdout
sys.stdout = sys.stderr
${usesKind(sig, 'ListNode') ? LIST_DEF : ''}${usesKind(sig, 'TreeNode') ? TREE_DEF : ''}${usesKind(sig, 'Node') ? NODE_DEF : ''}`;
}

const RUNTIME = `
def _ct_main():
    import json as _json
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
    def to_random(v):
        nodes = [Node(x[0]) for x in v]
        for k, x in enumerate(v):
            if k + 1 < len(nodes):
                nodes[k].next = nodes[k + 1]
            if x[1] is not None:
                nodes[k].random = nodes[x[1]]
        return nodes[0] if nodes else None
    def link_cycle(head, pos):
        if pos < 0 or head is None:
            return
        t = head; at = None; k = 0
        while True:
            if k == pos:
                at = t
            if t.next is None:
                break
            t = t.next; k += 1
        t.next = at
    def share_tail(a, b, sa, sb):
        joint = a
        for _ in range(sa):
            joint = joint.next if joint else None
        if joint is None:
            return b
        if sb == 0:
            return joint
        t = b
        for _ in range(sb - 1):
            t = t.next if t else None
        if t:
            t.next = joint
        return b
    def walk(head):
        seen = set(); t = head
        while t is not None and id(t) not in seen:
            seen.add(id(t)); yield t; t = t.next
    def find_tree(root, v):
        q = collections.deque([root] if root else [])
        while q:
            n = q.popleft()
            if n.val == v:
                return n
            q.extend(c for c in (n.left, n.right) if c)
        return None
    def find_list(head, v):
        return next((n for n in walk(head) if n.val == v), None)
    def plain(x):
        if 'ListNode' in globals() and isinstance(x, ListNode):
            out = []
            while x is not None and len(out) < 10000000:
                out.append(x.val); x = x.next
            return out
        if 'TreeNode' in globals() and isinstance(x, TreeNode):
            order = [x]; k = 0
            while k < len(order):
                if order[k] is not None:
                    order.append(order[k].left); order.append(order[k].right)
                k += 1
            while order and order[-1] is None:
                order.pop()
            return [None if n is None else n.val for n in order]
        if 'Node' in globals() and isinstance(x, Node):
            nodes = list(walk(x)); at = {id(n): k for k, n in enumerate(nodes)}
            return [[n.val, None if n.random is None else at.get(id(n.random), -1)] for n in nodes]
        if isinstance(x, (list, tuple)):
            return [plain(e) for e in x]
        return x
    lines = sys.stdin.read().split('\\n')
    def line(k):
        return _json.loads(lines[k]) if k < len(lines) and lines[k].strip() else None
__BODY__
    _ct_stdout.write(_json.dumps(result, ensure_ascii=False, separators=(',', ':')) + '\\n')
    sys.stderr.flush()
    _ct_stdout.flush()

def _ct_run():
    import threading
    sys.setrecursionlimit(1000000)
    threading.stack_size(512 * 1024 * 1024)
    failed = []
    def target():
        try:
            _ct_main()
        except BaseException:
            import traceback
            traceback.print_exc()
            failed.append(1)
    t = threading.Thread(target=target)
    t.start()
    t.join()
    if failed:
        sys.stderr.flush()
        import os
        os._exit(1)

_ct_run()
`;

function convert(t: TplType, expr: string): string {
  switch (t.kind) {
    case 'ListNode':
      return `to_list(${expr})`;
    case 'TreeNode':
      return `to_tree(${expr})`;
    case 'Node':
      return `to_random(${expr})`;
    case 'double':
      return `float(${expr})`;
    case 'array':
    case 'list':
      return t.of.kind === 'double' || t.of.kind === 'ListNode' || ((t.of.kind === 'array' || t.of.kind === 'list') && t.of.of.kind === 'double')
        ? `[${convert(t.of, 'e')} for e in ${expr}]`
        : expr;
    default:
      return expr;
  }
}

function functionBody(sig: ParsedFunction): string {
  const b: string[] = [];
  sig.params.forEach((p, k) => {
    if (p.nodeOf) {
      const finder = p.type.kind === 'TreeNode' ? 'find_tree' : 'find_list';
      b.push(`    ${p.name}_raw = line(${k})`, `    a_${p.name} = None if ${p.name}_raw is None else ${finder}(a_${p.nodeOf}, ${p.name}_raw)`);
    } else {
      b.push(`    a_${p.name} = ${convert(p.type, `line(${k})`)}`);
    }
  });
  for (const p of sig.params) if (p.cycle) b.push(`    link_cycle(a_${p.name}, a_${p.cycle})`);
  const i = sig.intersect;
  if (i) b.push(`    a_${i.b} = share_tail(a_${i.a}, a_${i.b}, a_${i.skipA}, a_${i.skipB})`);
  const nodeIn = sig.params.filter((p) => p.type.kind === 'Node' && !p.inputOnly);
  for (const p of nodeIn) b.push(`    seen_${p.name} = {id(n) for n in walk(a_${p.name})}`);
  const firstList = sig.params.find((p) => p.type.kind === 'ListNode' && !p.inputOnly);
  if (sig.returnAs === 'index') b.push(`    index = {id(n): k for k, n in enumerate(walk(a_${firstList!.name}))}`);
  const call = `Solution().${sig.function}(${sig.params.filter((p) => !p.inputOnly).map((p) => `a_${p.name}`).join(', ')})`;
  const nodeKind = (t: TplType) => t.kind === 'ListNode' || t.kind === 'TreeNode' || t.kind === 'Node';
  if (sig.returns.kind === 'void') {
    const m = sig.params.find((p) => p.name === sig.mutates)!;
    b.push(`    ${call}`, `    result = ${nodeKind(m.type) ? `[] if a_${m.name} is None else ` : ''}plain(a_${m.name})`);
  } else {
    b.push(`    r = ${call}`);
    if (sig.returnAs === 'val') b.push('    result = None if r is None else r.val');
    else if (sig.returnAs === 'index') b.push("    result = None if r is None else index.get(id(r), 'the returned node is not a node of the input list')");
    else if (sig.returns.kind === 'Node' && nodeIn.length) {
      b.push(`    shared = any(id(n) in s or (n.random is not None and id(n.random) in s) for n in walk(r) for s in (${nodeIn.map((p) => `seen_${p.name}`).join(', ')},))`);
      b.push("    result = 'not a deep copy: node shared with the input' if shared else ([] if r is None else plain(r))");
    } else b.push(`    result = ${nodeKind(sig.returns) ? '[] if r is None else ' : ''}plain(r)`);
  }
  return b.join('\n');
}

function classBody(sig: ParsedClass): string {
  const conv = (ps: ParsedClass['ctor']) => ps.map((p, k) => convert(p.type, `args[${k}]`)).join(', ');
  const branches = sig.methods.map((m) => `        elif op == ${JSON.stringify(m.name)}:\n            result.append(plain(obj.${m.name}(${conv(m.params)})))`);
  return `    ops = line(0); all_args = line(1); result = []; obj = None
    for k, op in enumerate(ops):
        args = all_args[k]
        if k == 0:
            obj = ${sig.className}(${conv(sig.ctor)}); result.append(None)
${branches.join('\n')}
        else:
            raise ValueError('unknown operation ' + op)`;
}

export function pythonSources(sig: ParsedSignature, code: string): Record<string, string> {
  const body = sig.kind === 'class' ? classBody(sig) : functionBody(sig);
  return { 'main.py': `${prelude(sig)}${code}\n${RUNTIME.replace('__BODY__', body)}` };
}
