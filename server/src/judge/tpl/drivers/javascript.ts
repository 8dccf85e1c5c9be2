import { ParsedSignature, TplType } from '../tpl-types';

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
    case 'ListNode':
    case 'TreeNode':
      return t.kind;
    case 'array':
      return `${jsDocType(t.of)}[]`;
  }
}

/** LeetCode-cn's node constructors, on one line so user code starts at line 2. */
const PRELUDE =
  'function ListNode(val, next) { this.val = (val === undefined ? 0 : val); this.next = (next === undefined ? null : next); } ' +
  'function TreeNode(val, left, right) { this.val = (val === undefined ? 0 : val); this.left = (left === undefined ? null : left); this.right = (right === undefined ? null : right); }\n';

const RUNTIME = `
;(function ctMain() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
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
  const plain = (x) => {
    if (x instanceof ListNode) { const out = []; for (let t = x; t && out.length < 1e7; t = t.next) out.push(t.val); return out; }
    if (x instanceof TreeNode) {
      const order = [x];
      for (let k = 0; k < order.length; k++) if (order[k]) order.push(order[k].left, order[k].right);
      while (order.length && !order[order.length - 1]) order.pop();
      return order.map((n) => (n ? n.val : null));
    }
    if (Array.isArray(x)) return x.map(plain);
    return x === undefined ? null : x;
  };
  const args = [__READS__];
  let result = __FN__(...args);
  if ((result === null || result === undefined) && __NODE_RETURN__) result = [];
  process.stdout.write(JSON.stringify(plain(result)) + '\\n');
})();
`;

function convert(t: TplType, expr: string): string {
  if (t.kind === 'ListNode') return `toList(${expr})`;
  if (t.kind === 'TreeNode') return `toTree(${expr})`;
  return expr;
}

export function javascriptSources(sig: ParsedSignature, code: string): Record<string, string> {
  const reads = sig.params.map((p, k) => convert(p.type, `JSON.parse(lines[${k}])`)).join(', ');
  const runtime = RUNTIME.replace('__READS__', reads).replace('__FN__', sig.function)
    .replace('__NODE_RETURN__', String(sig.returns.kind === 'ListNode' || sig.returns.kind === 'TreeNode'));
  return { 'main.js': `${PRELUDE}${code}\n${runtime}` };
}
