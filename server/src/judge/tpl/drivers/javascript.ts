import { ParsedClass, ParsedFunction, ParsedSignature, TplType, usesKind } from '../tpl-types';

/** JSDoc type names as LeetCode-cn writes them. */
export function jsDocType(t: TplType): string {
  switch (t.kind) {
    case 'int':
    case 'long':
    case 'double':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'string':
      return 'string';
    case 'char':
      return 'character';
    case 'void':
      return 'void';
    case 'ListNode':
    case 'TreeNode':
      return t.kind;
    case 'Node':
      return '_Node';
    case 'array':
    case 'list':
      return `${jsDocType(t.of)}[]`;
  }
}

/** TypeScript annotations as LeetCode-cn writes them. */
export function tsType(t: TplType): string {
  switch (t.kind) {
    case 'char':
      return 'string';
    case 'ListNode':
    case 'TreeNode':
      return `${t.kind} | null`;
    case 'Node':
      return '_Node | null';
    case 'array':
    case 'list':
      return t.of.kind === 'ListNode' || t.of.kind === 'TreeNode' ? `Array<${tsType(t.of)}>` : `${tsType(t.of)}[]`;
    default:
      return jsDocType(t);
  }
}

const LIST_DEF = 'function ListNode(val, next) { this.val = (val === undefined ? 0 : val); this.next = (next === undefined ? null : next); } ';
const TREE_DEF = 'function TreeNode(val, left, right) { this.val = (val === undefined ? 0 : val); this.left = (left === undefined ? null : left); this.right = (right === undefined ? null : right); } ';
const NODE_DEF = 'function _Node(val, next, random) { this.val = val; this.next = next; this.random = random; } ';
/** the learner's console.log goes to stderr; the driver keeps stdout for the result */
const REDIRECT = 'const ctWriteResult = process.stdout.write.bind(process.stdout); process.stdout.write = process.stderr.write.bind(process.stderr); ';

/** one line, so user code starts at line 2 (JavaScript and TypeScript alike) */
export function jsPrelude(sig: ParsedSignature): string {
  return `${REDIRECT}${usesKind(sig, 'ListNode') ? LIST_DEF : ''}${usesKind(sig, 'TreeNode') ? TREE_DEF : ''}${usesKind(sig, 'Node') ? NODE_DEF : ''}\n`;
}

const RUNTIME = `
;(function ctMain() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
  const line = (k) => (k < lines.length && lines[k].trim() ? JSON.parse(lines[k]) : null);
  const toList = (v) => { const head = new ListNode(); let t = head; for (const x of v) { t.next = new ListNode(x); t = t.next; } return head.next; };
  const toTree = (v) => {
    if (!v.length || v[0] === null) return null;
    const root = new TreeNode(v[0]); const q = [root]; let k = 1, h = 0;
    while (h < q.length && k < v.length) {
      const n = q[h++];
      if (k < v.length && v[k] !== null) { n.left = new TreeNode(v[k]); q.push(n.left); } k++;
      if (k < v.length && v[k] !== null) { n.right = new TreeNode(v[k]); q.push(n.right); } k++;
    }
    return root;
  };
  const toRandom = (v) => {
    const nodes = v.map((x) => new _Node(x[0], null, null));
    v.forEach((x, k) => { nodes[k].next = nodes[k + 1] || null; nodes[k].random = x[1] === null ? null : nodes[x[1]]; });
    return nodes.length ? nodes[0] : null;
  };
  const walk = (head) => { const out = []; const seen = new Set(); for (let t = head; t && !seen.has(t) && out.length < 1e7; t = t.next) { seen.add(t); out.push(t); } return out; };
  const linkCycle = (head, pos) => { if (pos < 0 || !head) return; const nodes = walk(head); nodes[nodes.length - 1].next = nodes[pos] || null; };
  const shareTail = (a, b, sa, sb) => {
    const joint = walk(a)[sa];
    if (!joint) return b;
    if (sb === 0) return joint;
    const nb = walk(b); if (nb[sb - 1]) nb[sb - 1].next = joint;
    return b;
  };
  const findTree = (root, v) => { const q = root ? [root] : []; for (let h = 0; h < q.length; h++) { const n = q[h]; if (n.val === v) return n; if (n.left) q.push(n.left); if (n.right) q.push(n.right); } return null; };
  const findList = (head, v) => walk(head).find((n) => n.val === v) || null;
  const plain = (x) => {
    if (x === undefined || x === null) return null;
    if (typeof ListNode === 'function' && x instanceof ListNode) return walk(x).map((n) => n.val);
    if (typeof TreeNode === 'function' && x instanceof TreeNode) {
      const order = [x];
      for (let k = 0; k < order.length; k++) if (order[k]) order.push(order[k].left || null, order[k].right || null);
      while (order.length && !order[order.length - 1]) order.pop();
      return order.map((n) => (n ? n.val : null));
    }
    if (typeof _Node === 'function' && x instanceof _Node) {
      const nodes = walk(x); const at = new Map(nodes.map((n, k) => [n, k]));
      return nodes.map((n) => [n.val, n.random ? (at.has(n.random) ? at.get(n.random) : -1) : null]);
    }
    if (Array.isArray(x)) return x.map(plain);
    if (x instanceof Int32Array || x instanceof Float64Array || x instanceof Uint8Array) return Array.from(x);
    return x;
  };
__BODY__
  ctWriteResult(JSON.stringify(result) + '\\n');
})();
`;

function convert(t: TplType, expr: string): string {
  if (t.kind === 'ListNode') return `toList(${expr})`;
  if (t.kind === 'TreeNode') return `toTree(${expr})`;
  if (t.kind === 'Node') return `toRandom(${expr})`;
  if ((t.kind === 'array' || t.kind === 'list') && t.of.kind === 'ListNode') return `${expr}.map(toList)`;
  return expr;
}

const nodeKind = (t: TplType) => t.kind === 'ListNode' || t.kind === 'TreeNode' || t.kind === 'Node';

function functionBody(sig: ParsedFunction): string {
  const b: string[] = [];
  const v = (n: string) => `a_${n}`;
  sig.params.forEach((p, k) => {
    if (p.nodeOf) {
      const finder = p.type.kind === 'TreeNode' ? 'findTree' : 'findList';
      b.push(`  const raw_${p.name} = line(${k});`, `  let ${v(p.name)} = raw_${p.name} === null ? null : ${finder}(${v(p.nodeOf)}, raw_${p.name});`);
    } else {
      b.push(`  let ${v(p.name)} = ${convert(p.type, `line(${k})`)};`);
    }
  });
  for (const p of sig.params) if (p.cycle) b.push(`  linkCycle(${v(p.name)}, ${v(p.cycle)});`);
  const i = sig.intersect;
  if (i) b.push(`  ${v(i.b)} = shareTail(${v(i.a)}, ${v(i.b)}, ${v(i.skipA)}, ${v(i.skipB)});`);
  const nodeIn = sig.params.filter((p) => p.type.kind === 'Node' && !p.inputOnly);
  for (const p of nodeIn) b.push(`  const seen_${p.name} = new Set(walk(${v(p.name)}));`);
  const firstList = sig.params.find((p) => p.type.kind === 'ListNode' && !p.inputOnly);
  if (sig.returnAs === 'index') b.push(`  const index = new Map(walk(${v(firstList!.name)}).map((n, k) => [n, k]));`);
  const call = `${sig.function}(${sig.params.filter((p) => !p.inputOnly).map((p) => v(p.name)).join(', ')})`;
  if (sig.returns.kind === 'void') {
    const m = sig.params.find((p) => p.name === sig.mutates)!;
    b.push(`  ${call};`, `  const result = ${nodeKind(m.type) ? `${v(m.name)} == null ? [] : ` : ''}plain(${v(m.name)});`);
  } else {
    b.push(`  const r = ${call};`);
    if (sig.returnAs === 'val') b.push('  const result = r == null ? null : r.val;');
    else if (sig.returnAs === 'index') b.push("  const result = r == null ? null : index.has(r) ? index.get(r) : 'the returned node is not a node of the input list';");
    else if (sig.returns.kind === 'Node' && nodeIn.length) {
      b.push(`  const shared = walk(r).some((n) => [${nodeIn.map((p) => `seen_${p.name}`).join(', ')}].some((s) => s.has(n) || (n.random && s.has(n.random))));`);
      b.push("  const result = shared ? 'not a deep copy: node shared with the input' : r == null ? [] : plain(r);");
    } else b.push(`  const result = ${nodeKind(sig.returns) ? 'r == null ? [] : ' : ''}plain(r);`);
  }
  return b.join('\n');
}

function classBody(sig: ParsedClass): string {
  return `  const ops = line(0), args = line(1), result = [];
  let obj = null;
  for (let k = 0; k < ops.length; k++) {
    if (k === 0) { obj = new ${sig.className}(...args[0]); result.push(null); continue; }
    if (typeof obj[ops[k]] !== 'function') throw new Error('unknown operation ' + ops[k]);
    result.push(plain(obj[ops[k]](...args[k])));
  }`;
}

export function javascriptSources(sig: ParsedSignature, code: string, file = 'main.js'): Record<string, string> {
  const body = sig.kind === 'class' ? classBody(sig) : functionBody(sig);
  return { [file]: `${jsPrelude(sig)}${code}\n${RUNTIME.replace('__BODY__', body)}` };
}
