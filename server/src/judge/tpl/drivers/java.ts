import { ParsedClass, ParsedFunction, ParsedParam, ParsedSignature, TplType, usesKind } from '../tpl-types';
import { JAVA_RUNTIME, JAVA_RUNTIME_LIST, JAVA_RUNTIME_NODE, JAVA_RUNTIME_TREE } from './java-runtime';

const BOXED: Record<string, string> = { int: 'Integer', long: 'Long', double: 'Double', bool: 'Boolean', string: 'String', char: 'Character' };

export function javaType(t: TplType): string {
  switch (t.kind) {
    case 'int':
      return 'int';
    case 'long':
      return 'long';
    case 'double':
      return 'double';
    case 'bool':
      return 'boolean';
    case 'string':
      return 'String';
    case 'char':
      return 'char';
    case 'void':
      return 'void';
    case 'ListNode':
    case 'TreeNode':
    case 'Node':
      return t.kind;
    case 'array':
      return `${javaType(t.of)}[]`;
    case 'list':
      return `List<${t.of.kind === 'list' ? javaType(t.of) : BOXED[t.of.kind]}>`;
  }
}

/** Converter expression turning a parsed JSON value (CtJson.parse) into the Java type. */
function convert(t: TplType, expr: string, depth = 0): string {
  const v = `ct_e${depth}`;
  switch (t.kind) {
    case 'int':
      return `CtJson.i(${expr})`;
    case 'long':
      return `CtJson.l(${expr})`;
    case 'double':
      return `CtJson.d(${expr})`;
    case 'bool':
      return `(Boolean) ${expr}`;
    case 'string':
      return `(String) ${expr}`;
    case 'char':
      return `CtJson.c(${expr})`;
    case 'ListNode':
      return `CtJson.toList(${expr})`;
    case 'TreeNode':
      return `CtJson.toTree(${expr})`;
    case 'Node':
      return `CtJson.toRandom(${expr})`;
    case 'array': {
      // new int[n] / new int[n][]: the element type with its first [] sized
      const alloc = javaType(t.of).replace(/^(\w+)/, '$1[ct_n]');
      return `CtJson.array(${expr}, ct_n -> new ${alloc}, ${v} -> ${convert(t.of, v, depth + 1)})`;
    }
    case 'list':
      return `CtJson.mapList(${expr}, ${v} -> ${convert(t.of, v, depth + 1)})`;
    case 'void':
      throw new Error('void has no value');
  }
}

/** LeetCode-cn's imports, on one line so user code starts at line 2. */
const JAVA_IMPORTS = 'import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; import java.io.*;\n';

function functionMain(sig: ParsedFunction): string {
  const v = (name: string) => `ct_${name}`;
  const body: string[] = [];
  sig.params.forEach((p, k) => {
    const line = `CtJson.parse(ct_line(ct_lines, ${k}))`;
    if (p.nodeOf) {
      const finder = p.type.kind === 'TreeNode' ? 'CtJson.findTree' : 'CtJson.findList';
      body.push(`    Object ct_raw${k} = ${line};`, `    ${p.type.kind} ${v(p.name)} = ct_raw${k} == null ? null : ${finder}(${v(p.nodeOf)}, CtJson.i(ct_raw${k}));`);
    } else {
      body.push(`    ${javaType(p.type)} ${v(p.name)} = ${convert(p.type, line)};`);
    }
  });
  for (const p of sig.params) if (p.cycle) body.push(`    CtJson.linkCycle(${v(p.name)}, ${v(p.cycle)});`);
  const i = sig.intersect;
  if (i) body.push(`    ${v(i.b)} = CtJson.shareTail(${v(i.a)}, ${v(i.b)}, ${v(i.skipA)}, ${v(i.skipB)});`);
  const nodeIn = sig.params.filter((p) => p.type.kind === 'Node' && !p.inputOnly);
  for (const p of nodeIn) body.push(`    java.util.Set<Node> ct_seen_${p.name} = CtJson.nodeSet(${v(p.name)});`);
  const firstList = sig.params.find((p) => p.type.kind === 'ListNode' && !p.inputOnly);
  if (sig.returnAs === 'index') body.push(`    java.util.Map<ListNode, Integer> ct_index = CtJson.listIndex(${v(firstList!.name)});`);
  const call = `new Solution().${sig.function}(${sig.params.filter((p) => !p.inputOnly).map((p) => v(p.name)).join(', ')})`;
  body.push('    StringBuilder ct_out = new StringBuilder();');
  const isNode = (t: TplType) => t.kind === 'ListNode' || t.kind === 'TreeNode' || t.kind === 'Node';
  if (sig.returns.kind === 'void') {
    const m = sig.params.find((p) => p.name === sig.mutates)!;
    body.push(`    ${call};`, isNode(m.type) ? `    if (${v(m.name)} == null) ct_out.append("[]"); else CtJson.write(ct_out, ${v(m.name)});` : `    CtJson.write(ct_out, ${v(m.name)});`);
  } else {
    body.push(`    ${javaType(sig.returns)} ct_result = ${call};`);
    if (sig.returnAs === 'val') body.push('    if (ct_result == null) ct_out.append("null"); else ct_out.append(ct_result.val);');
    else if (sig.returnAs === 'index') body.push('    CtJson.writeIndex(ct_out, ct_index, ct_result);');
    else if (sig.returns.kind === 'Node' && nodeIn.length) body.push(`    CtJson.writeCopy(ct_out, ct_result, java.util.List.of(${nodeIn.map((p) => `ct_seen_${p.name}`).join(', ')}));`);
    else if (isNode(sig.returns)) body.push('    if (ct_result == null) ct_out.append("[]"); else CtJson.write(ct_out, ct_result);');
    else body.push('    CtJson.write(ct_out, ct_result);');
  }
  return body.join('\n');
}

function classMain(sig: ParsedClass): string {
  const args = (ps: ParsedParam[]) => ps.map((p, k) => convert(p.type, `ct_a.get(${k})`)).join(', ');
  const cases = sig.methods.map((m) => {
    const call = `ct_obj.${m.name}(${args(m.params)})`;
    return m.returns.kind === 'void'
      ? `        case ${JSON.stringify(m.name)}: ${call}; ct_out.append("null"); break;`
      : `        case ${JSON.stringify(m.name)}: CtJson.write(ct_out, ${call}); break;`;
  });
  return `    java.util.List<Object> ct_ops = (java.util.List<Object>) CtJson.parse(ct_line(ct_lines, 0));
    java.util.List<Object> ct_args = (java.util.List<Object>) CtJson.parse(ct_line(ct_lines, 1));
    StringBuilder ct_out = new StringBuilder("[");
    ${sig.className} ct_obj = null;
    for (int ct_k = 0; ct_k < ct_ops.size(); ct_k++) {
      if (ct_k > 0) ct_out.append(',');
      java.util.List<Object> ct_a = (java.util.List<Object>) ct_args.get(ct_k);
      if (ct_k == 0) { ct_obj = new ${sig.className}(${args(sig.ctor)}); ct_out.append("null"); continue; }
      switch ((String) ct_ops.get(ct_k)) {
${cases.join('\n')}
        default: throw new IllegalStateException("unknown operation " + ct_ops.get(ct_k));
      }
    }
    ct_out.append(']');`;
}

/** Main.java: LeetCode-cn imports, the user's classes, the node classes used, the runtime and a public Main. */
export function javaSources(sig: ParsedSignature, code: string): Record<string, string> {
  // LeetCode accepts `public class Solution`; here only Main may be public in Main.java
  const user = code.replace(/(^|\n)(\s*)public\s+(final\s+)?class\s+(Solution|\w+)\b/g, (m, a: string, b: string, c: string | undefined, name: string) =>
    name === 'Main' ? m : `${a}${b}${c ?? ''}class ${name}`,
  );
  const kinds = (['ListNode', 'TreeNode', 'Node'] as const).filter((k) => usesKind(sig, k));
  const chunks = { ListNode: JAVA_RUNTIME_LIST, TreeNode: JAVA_RUNTIME_TREE, Node: JAVA_RUNTIME_NODE };
  const runtime = JAVA_RUNTIME.replace('__NODE_METHODS__', kinds.map((k) => chunks[k]).join(''))
    .replace('__NODE_DISPATCH__', kinds.map((k) => `if (x instanceof ${k}) { write${k}(b, (${k}) x); return; }`).join(' '));
  const defs = [
    usesKind(sig, 'ListNode') ? 'class ListNode { int val; ListNode next; ListNode() {} ListNode(int val) { this.val = val; } ListNode(int val, ListNode next) { this.val = val; this.next = next; } }' : '',
    usesKind(sig, 'TreeNode') ? 'class TreeNode { int val; TreeNode left; TreeNode right; TreeNode() {} TreeNode(int val) { this.val = val; } TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; } }' : '',
    usesKind(sig, 'Node') ? 'class Node { int val; Node next; Node random; public Node(int val) { this.val = val; this.next = null; this.random = null; } }' : '',
  ].filter(Boolean).join('\n');
  const main = `
public class Main {
  static String ct_line(java.util.List<String> lines, int k) { return k < lines.size() ? lines.get(k) : ""; }
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static void main(String[] ct_argv) throws Exception {
    java.io.PrintStream ct_stdout = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8");
    System.setOut(System.err);
    java.io.BufferedReader ct_in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
    java.util.List<String> ct_lines = new java.util.ArrayList<>();
    for (String l; (l = ct_in.readLine()) != null; ) ct_lines.add(l);
${sig.kind === 'class' ? classMain(sig) : functionMain(sig)}
    ct_out.append('\\n');
    System.err.flush();
    ct_stdout.print(ct_out);
    ct_stdout.flush();
  }
}
`;
  return { 'Main.java': `${JAVA_IMPORTS}${user}\n${defs}\n${runtime}${main}` };
}
