import { isSeq, ParsedClass, ParsedFunction, ParsedParam, ParsedSignature, TplType, usesKind } from '../tpl-types';
import { CPP_RUNTIME, CPP_RUNTIME_LIST, CPP_RUNTIME_NODE, CPP_RUNTIME_TAIL, CPP_RUNTIME_TREE } from './cpp-runtime';

export function cppType(t: TplType): string {
  switch (t.kind) {
    case 'int':
      return 'int';
    case 'long':
      return 'long long';
    case 'double':
      return 'double';
    case 'bool':
      return 'bool';
    case 'string':
      return 'string';
    case 'char':
      return 'char';
    case 'void':
      return 'void';
    case 'ListNode':
    case 'TreeNode':
    case 'Node':
      return `${t.kind}*`;
    case 'array':
    case 'list':
      return `vector<${cppType(t.of)}>`;
  }
}

/** C++ passes containers by reference, as LeetCode-cn's templates do; strings and scalars by value. */
export function cppParam(p: ParsedParam): string {
  return isSeq(p.type) ? `${cppType(p.type)}& ${p.name}` : `${cppType(p.type)} ${p.name}`;
}

const LIST_DEF = 'struct ListNode { int val; ListNode *next; ListNode() : val(0), next(nullptr) {} ListNode(int x) : val(x), next(nullptr) {} ListNode(int x, ListNode *next) : val(x), next(next) {} }; ';
const TREE_DEF = 'struct TreeNode { int val; TreeNode *left; TreeNode *right; TreeNode() : val(0), left(nullptr), right(nullptr) {} TreeNode(int x) : val(x), left(nullptr), right(nullptr) {} TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {} }; ';
const NODE_DEF = 'class Node { public: int val; Node* next; Node* random; Node(int _val) { val = _val; next = NULL; random = NULL; } }; ';
/** the learner's prints go to stderr; the driver keeps the real stdout for the result */
const REDIRECT = 'static int ct_result_fd = [] { int fd = dup(1); dup2(2, 1); return fd; }(); ';

/**
 * Headers, the node types the signature uses (LeetCode-cn's definitions; a learner's own `Node` for
 * an LRU cache must not clash) and the stdout redirect, on two lines so user code starts at line 3.
 */
export function cppPrelude(sig: ParsedSignature): string {
  const defs = (usesKind(sig, 'ListNode') ? LIST_DEF : '') + (usesKind(sig, 'TreeNode') ? TREE_DEF : '') + (usesKind(sig, 'Node') ? NODE_DEF : '');
  return `#include <bits/stdc++.h>\n#include <unistd.h>\nusing namespace std; ${REDIRECT}${defs}\n`;
}

const read = (t: TplType, src: string) => `ct_judge::R<${cppType(t)}>::get(${src})`;

function functionMain(sig: ParsedFunction): string {
  const body: string[] = [];
  const v = (name: string) => `ct_${name}`;
  sig.params.forEach((p, k) => {
    const src = `ct_line(${k})`;
    if (p.nodeOf) {
      const finder = p.type.kind === 'TreeNode' ? 'ct_judge::find_tree' : 'ct_judge::find_list';
      body.push(`  ${cppType(p.type)} ${v(p.name)} = [&] { ct_judge::P p(${src}); if (p.lit("null")) return (${cppType(p.type)}) nullptr; return ${finder}(${v(p.nodeOf!)}, ${read({ kind: 'int' }, 'p')}); }();`);
    } else {
      body.push(`  ${cppType(p.type)} ${v(p.name)} = [&] { ct_judge::P p(${src}); return ${read(p.type, 'p')}; }();`);
    }
  });
  for (const p of sig.params) if (p.cycle) body.push(`  ct_judge::link_cycle(${v(p.name)}, ${v(p.cycle)});`);
  const i = sig.intersect;
  if (i) body.push(`  ${v(i.b)} = ct_judge::share_tail(${v(i.a)}, ${v(i.b)}, ${v(i.skipA)}, ${v(i.skipB)});`);
  const nodeIn = sig.params.filter((p) => p.type.kind === 'Node' && !p.inputOnly);
  for (const p of nodeIn) body.push(`  auto ct_seen_${p.name} = ct_judge::node_set(${v(p.name)});`);
  const firstList = sig.params.find((p) => p.type.kind === 'ListNode' && !p.inputOnly);
  if (sig.returnAs === 'index') body.push(`  auto ct_index = ct_judge::list_index(${v(firstList!.name)});`);
  const call = `ct_solution.${sig.function}(${passed(sig).map((p) => v(p.name)).join(', ')})`;
  body.push('  Solution ct_solution;', '  string ct_out;');
  if (sig.returns.kind === 'void') {
    body.push(`  ${call};`, `  ct_judge::w(ct_out, ${v(sig.mutates!)});`);
  } else {
    body.push(`  auto ct_result = ${call};`);
    if (sig.returnAs === 'val') body.push('  if (ct_result) ct_judge::w(ct_out, ct_result->val); else ct_out += "null";');
    else if (sig.returnAs === 'index') body.push('  ct_judge::w_index(ct_out, ct_index, ct_result);');
    else if (sig.returns.kind === 'Node' && nodeIn.length) body.push(`  ct_judge::w_copy(ct_out, ct_result, {${nodeIn.map((p) => `&ct_seen_${p.name}`).join(', ')}});`);
    else body.push('  ct_judge::w(ct_out, ct_result);');
  }
  return body.join('\n');
}

const passed = (sig: ParsedFunction) => sig.params.filter((p) => !p.inputOnly);

/** args of one operation: `[a, b]` read in place from the arguments line */
function readArgs(params: ParsedParam[]): string {
  const out = params.map((p, k) => `${k ? ' ct_args.expect(\',\');' : ''} ${cppType(p.type)} ct_p${k} = ${read(p.type, 'ct_args')};`).join('');
  return `${out} ct_args.expect(']');`;
}

function classMain(sig: ParsedClass): string {
  const args = (n: number) => Array.from({ length: n }, (_, k) => `ct_p${k}`).join(', ');
  const branches = sig.methods.map((m) => {
    const call = `ct_obj->${m.name}(${args(m.params.length)})`;
    const use = m.returns.kind === 'void' ? `${call}; ct_out += "null";` : `ct_judge::w(ct_out, ${call});`;
    return `    else if (ct_op == ${JSON.stringify(m.name)}) {${readArgs(m.params)} ${use} }`;
  });
  return `  ct_judge::P ct_ops_p(ct_line(0));
  vector<string> ct_ops = ct_judge::R<vector<string>>::get(ct_ops_p);
  ct_judge::P ct_args(ct_line(1));
  ct_args.expect('[');
  ${sig.className}* ct_obj = nullptr;
  string ct_out = "[";
  for (size_t ct_k = 0; ct_k < ct_ops.size(); ct_k++) {
    if (ct_k) { ct_args.expect(','); ct_out += ','; }
    ct_args.expect('[');
    const string& ct_op = ct_ops[ct_k];
    if (ct_k == 0) {${readArgs(sig.ctor)} ct_obj = new ${sig.className}(${args(sig.ctor.length)}); ct_out += "null"; }
${branches.join('\n')}
    else { fprintf(stderr, "ct_judge: unknown operation %s\\n", ct_op.c_str()); exit(3); }
  }
  ct_out += ']';`;
}

/** main.cpp: prelude, the user's code, the runtime, then a main() that prints the JSON result on the saved stdout. */
export function cppSources(sig: ParsedSignature, code: string): Record<string, string> {
  const runtime = CPP_RUNTIME + (usesKind(sig, 'ListNode') ? CPP_RUNTIME_LIST : '') + (usesKind(sig, 'TreeNode') ? CPP_RUNTIME_TREE : '') + (usesKind(sig, 'Node') ? CPP_RUNTIME_NODE : '') + CPP_RUNTIME_TAIL;
  const main = `
int main() {
  vector<string> ct_lines; { string l; while (getline(cin, l)) { if (!l.empty() && l.back() == '\\r') l.pop_back(); ct_lines.push_back(l); } }
  auto ct_line = [&](size_t k) { return k < ct_lines.size() ? ct_lines[k] : string(); };
${sig.kind === 'class' ? classMain(sig) : functionMain(sig)}
  ct_out += '\\n';
  cout.flush(); fflush(stdout);
  ct_judge::emit(ct_result_fd, ct_out);
  return 0;
}
`;
  return { 'main.cpp': `${cppPrelude(sig)}${code}\n${runtime}${main}` };
}
