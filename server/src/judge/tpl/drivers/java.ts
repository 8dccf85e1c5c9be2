import { ParsedSignature, TplType } from '../tpl-types';

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
    case 'ListNode':
    case 'TreeNode':
      return t.kind;
    case 'array':
      return `${javaType(t.of)}[]`;
  }
}

/** Converter call turning a parsed JSON value (CtJson.parse) into the Java type. */
function convert(t: TplType, expr: string, depth = 0): string {
  switch (t.kind) {
    case 'int':
      return `Integer.parseInt((String) ${expr})`;
    case 'long':
      return `Long.parseLong((String) ${expr})`;
    case 'double':
      return `Double.parseDouble((String) ${expr})`;
    case 'bool':
      return `(Boolean) ${expr}`;
    case 'string':
      return `(String) ${expr}`;
    case 'ListNode':
      return `CtJson.list(${expr})`;
    case 'TreeNode':
      return `CtJson.tree(${expr})`;
    case 'array': {
      const l = `((java.util.List<Object>) ${expr})`;
      // new int[n] / new int[n][]: the element type with its first [] sized
      const elem = javaType(t.of);
      const alloc = elem.replace(/^(\w+)/, `$1[${l}.size()]`);
      const v = `ct_e${depth}`;
      return `CtJson.fill(new ${alloc}, ${l}, ${v} -> ${convert(t.of, v, depth + 1)})`;
    }
  }
}

/** LeetCode-cn's imports, on one line so user code starts at line 2. */
const JAVA_IMPORTS = 'import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; import java.io.*;\n';

const RUNTIME = String.raw`
class ListNode { int val; ListNode next; ListNode() {} ListNode(int val) { this.val = val; } ListNode(int val, ListNode next) { this.val = val; this.next = next; } }
class TreeNode { int val; TreeNode left; TreeNode right; TreeNode() {} TreeNode(int val) { this.val = val; } TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; } }
final class CtJson {
  private final String s; private int i;
  private CtJson(String s) { this.s = s; }
  /** numbers stay text (exact longs), arrays are Lists */
  static Object parse(String s) { CtJson p = new CtJson(s); Object v = p.value(); return v; }
  private void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
  private Object value() {
    ws();
    char c = s.charAt(i);
    if (c == '[') {
      i++; java.util.List<Object> l = new java.util.ArrayList<>(); ws();
      if (s.charAt(i) == ']') { i++; return l; }
      while (true) { l.add(value()); ws(); char d = s.charAt(i++); if (d == ']') return l; }
    }
    if (c == '"') {
      i++; StringBuilder b = new StringBuilder();
      while (s.charAt(i) != '"') {
        char d = s.charAt(i++);
        if (d != '\\') { b.append(d); continue; }
        char e = s.charAt(i++);
        switch (e) {
          case 'n': b.append('\n'); break; case 't': b.append('\t'); break; case 'r': b.append('\r'); break;
          case 'b': b.append('\b'); break; case 'f': b.append('\f'); break;
          case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
          default: b.append(e);
        }
      }
      i++; return b.toString();
    }
    if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
    if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
    if (s.startsWith("null", i)) { i += 4; return null; }
    int b = i; while (i < s.length() && "+-.eE0123456789".indexOf(s.charAt(i)) >= 0) i++;
    return s.substring(b, i);
  }
  interface Conv { Object apply(Object o); }
  @SuppressWarnings("unchecked")
  static <A> A fill(A array, java.util.List<Object> l, Conv c) {
    for (int k = 0; k < l.size(); k++) java.lang.reflect.Array.set(array, k, c.apply(l.get(k)));
    return array;
  }
  @SuppressWarnings("unchecked")
  static ListNode list(Object o) {
    ListNode head = new ListNode(), t = head;
    for (Object x : (java.util.List<Object>) o) { t.next = new ListNode(Integer.parseInt((String) x)); t = t.next; }
    return head.next;
  }
  @SuppressWarnings("unchecked")
  static TreeNode tree(Object o) {
    java.util.List<Object> v = (java.util.List<Object>) o;
    if (v.isEmpty() || v.get(0) == null) return null;
    TreeNode root = new TreeNode(Integer.parseInt((String) v.get(0)));
    java.util.ArrayDeque<TreeNode> q = new java.util.ArrayDeque<>(); q.add(root); int k = 1;
    while (!q.isEmpty() && k < v.size()) {
      TreeNode n = q.poll();
      if (k < v.size() && v.get(k) != null) { n.left = new TreeNode(Integer.parseInt((String) v.get(k))); q.add(n.left); } k++;
      if (k < v.size() && v.get(k) != null) { n.right = new TreeNode(Integer.parseInt((String) v.get(k))); q.add(n.right); } k++;
    }
    return root;
  }
  static void write(StringBuilder b, Object x) {
    if (x == null) { b.append("null"); return; }
    if (x instanceof String) { str(b, (String) x); return; }
    if (x instanceof Double || x instanceof Float) { b.append(Double.toString(((Number) x).doubleValue())); return; }
    if (x instanceof Number || x instanceof Boolean) { b.append(x); return; }
    if (x instanceof Character) { str(b, x.toString()); return; }
    if (x instanceof ListNode) {
      b.append('['); int n = 0;
      for (ListNode t = (ListNode) x; t != null && n < 10000000; t = t.next, n++) { if (n > 0) b.append(','); b.append(t.val); }
      b.append(']'); return;
    }
    if (x instanceof TreeNode) {
      java.util.ArrayList<TreeNode> order = new java.util.ArrayList<>(); order.add((TreeNode) x);
      for (int k = 0; k < order.size(); k++) if (order.get(k) != null) { order.add(order.get(k).left); order.add(order.get(k).right); }
      while (!order.isEmpty() && order.get(order.size() - 1) == null) order.remove(order.size() - 1);
      b.append('[');
      for (int k = 0; k < order.size(); k++) { if (k > 0) b.append(','); if (order.get(k) == null) b.append("null"); else b.append(order.get(k).val); }
      b.append(']'); return;
    }
    if (x instanceof Iterable) {
      b.append('['); boolean first = true;
      for (Object e : (Iterable<?>) x) { if (!first) b.append(','); first = false; write(b, e); }
      b.append(']'); return;
    }
    if (x.getClass().isArray()) {
      b.append('[');
      int n = java.lang.reflect.Array.getLength(x);
      for (int k = 0; k < n; k++) { if (k > 0) b.append(','); write(b, java.lang.reflect.Array.get(x, k)); }
      b.append(']'); return;
    }
    str(b, x.toString());
  }
  static void str(StringBuilder b, String s) {
    b.append('"');
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c == '"') b.append("\\\""); else if (c == '\\') b.append("\\\\"); else if (c == '\n') b.append("\\n");
      else if (c == '\r') b.append("\\r"); else if (c == '\t') b.append("\\t");
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c)); else b.append(c);
    }
    b.append('"');
  }
}
`;

/** Main.java: LeetCode-cn imports, the user's `class Solution`, the node classes and a public Main. */
export function javaSources(sig: ParsedSignature, code: string): Record<string, string> {
  // LeetCode accepts `public class Solution`; here only Main may be public in Main.java
  const user = code.replace(/(^|\n)(\s*)public\s+(final\s+)?class\s+Solution\b/, '$1$2$3class Solution');
  const reads = sig.params
    .map((p, k) => `    ${javaType(p.type)} ct_a${k} = ${convert(p.type, `CtJson.parse(ct_lines.size() > ${k} ? ct_lines.get(${k}) : "")`)};`)
    .join('\n');
  const args = sig.params.map((_, k) => `ct_a${k}`).join(', ');
  // an empty list or tree is returned as null and shown as []
  const nodeReturn = sig.returns.kind === 'ListNode' || sig.returns.kind === 'TreeNode';
  const main = `
public class Main {
  @SuppressWarnings("unchecked")
  public static void main(String[] ct_argv) throws Exception {
    java.io.BufferedReader ct_in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
    java.util.List<String> ct_lines = new java.util.ArrayList<>();
    for (String l; (l = ct_in.readLine()) != null; ) ct_lines.add(l);
${reads}
    Object ct_result = new Solution().${sig.function}(${args});
    StringBuilder ct_out = new StringBuilder();
    if (ct_result == null && ${nodeReturn}) ct_out.append("[]"); else CtJson.write(ct_out, ct_result);
    ct_out.append('\\n');
    java.io.PrintStream ct_ps = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8");
    ct_ps.print(ct_out);
    ct_ps.flush();
  }
}
`;
  return { 'Main.java': `${JAVA_IMPORTS}${user}\n${RUNTIME}${main}` };
}
