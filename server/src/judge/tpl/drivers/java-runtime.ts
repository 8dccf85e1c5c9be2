/** The Java driver's runtime class CtJson; node helpers are spliced in only for the node types used. */
export const JAVA_RUNTIME = String.raw`
final class CtJson {
  private final String s; private int i;
  private CtJson(String s) { this.s = s; }
  /** numbers stay text (exact longs), arrays are Lists */
  static Object parse(String s) { return new CtJson(s).value(); }
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
  static int i(Object o) { return Integer.parseInt((String) o); }
  static long l(Object o) { return Long.parseLong((String) o); }
  static double d(Object o) { return Double.parseDouble((String) o); }
  static char c(Object o) { String s = (String) o; return s.isEmpty() ? '\0' : s.charAt(0); }
  interface Conv { Object apply(Object o); }
  @SuppressWarnings("unchecked")
  static <A> A array(Object o, java.util.function.IntFunction<A> alloc, Conv c) {
    java.util.List<Object> l = (java.util.List<Object>) o;
    A array = alloc.apply(l.size());
    for (int k = 0; k < l.size(); k++) java.lang.reflect.Array.set(array, k, c.apply(l.get(k)));
    return array;
  }
  @SuppressWarnings("unchecked")
  static <T> java.util.List<T> mapList(Object o, Conv c) {
    java.util.List<Object> l = (java.util.List<Object>) o;
    java.util.List<Object> out = new java.util.ArrayList<>(l.size());
    for (Object x : l) out.add(c.apply(x));
    return (java.util.List<T>) out;
  }
__NODE_METHODS__
  static void write(StringBuilder b, Object x) {
    if (x == null) { b.append("null"); return; }
    if (x instanceof String) { str(b, (String) x); return; }
    if (x instanceof Double || x instanceof Float) { b.append(Double.toString(((Number) x).doubleValue())); return; }
    if (x instanceof Number || x instanceof Boolean) { b.append(x); return; }
    if (x instanceof Character) { str(b, x.toString()); return; }
    __NODE_DISPATCH__
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

export const JAVA_RUNTIME_LIST = String.raw`
  @SuppressWarnings("unchecked")
  static ListNode toList(Object o) {
    ListNode head = new ListNode(), t = head;
    for (Object x : (java.util.List<Object>) o) { t.next = new ListNode(i(x)); t = t.next; }
    return head.next;
  }
  static void writeListNode(StringBuilder b, ListNode x) {
    b.append('['); int n = 0;
    for (ListNode t = x; t != null && n < 10000000; t = t.next, n++) { if (n > 0) b.append(','); b.append(t.val); }
    b.append(']');
  }
  static void linkCycle(ListNode head, int pos) {
    if (pos < 0 || head == null) return;
    ListNode at = null, t = head;
    for (int k = 0; ; k++) { if (k == pos) at = t; if (t.next == null) break; t = t.next; }
    t.next = at;
  }
  static ListNode shareTail(ListNode a, ListNode b, int sa, int sb) {
    ListNode joint = a; for (int k = 0; k < sa && joint != null; k++) joint = joint.next;
    if (joint == null) return b;
    if (sb == 0) return joint;
    ListNode t = b; for (int k = 1; k < sb && t != null; k++) t = t.next;
    if (t != null) t.next = joint;
    return b;
  }
  static ListNode findList(ListNode head, int v) {
    java.util.Set<ListNode> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (ListNode t = head; t != null && seen.add(t); t = t.next) if (t.val == v) return t;
    return null;
  }
  static java.util.Map<ListNode, Integer> listIndex(ListNode head) {
    java.util.Map<ListNode, Integer> at = new java.util.IdentityHashMap<>(); int k = 0;
    for (ListNode t = head; t != null && !at.containsKey(t); t = t.next) at.put(t, k++);
    return at;
  }
  static void writeIndex(StringBuilder b, java.util.Map<ListNode, Integer> at, ListNode x) {
    if (x == null) { b.append("null"); return; }
    Integer k = at.get(x);
    if (k == null) b.append("\"the returned node is not a node of the input list\""); else b.append(k);
  }
`;

export const JAVA_RUNTIME_TREE = String.raw`
  @SuppressWarnings("unchecked")
  static TreeNode toTree(Object o) {
    java.util.List<Object> v = (java.util.List<Object>) o;
    if (v.isEmpty() || v.get(0) == null) return null;
    TreeNode root = new TreeNode(i(v.get(0)));
    java.util.ArrayDeque<TreeNode> q = new java.util.ArrayDeque<>(); q.add(root); int k = 1;
    while (!q.isEmpty() && k < v.size()) {
      TreeNode n = q.poll();
      if (k < v.size() && v.get(k) != null) { n.left = new TreeNode(i(v.get(k))); q.add(n.left); } k++;
      if (k < v.size() && v.get(k) != null) { n.right = new TreeNode(i(v.get(k))); q.add(n.right); } k++;
    }
    return root;
  }
  static void writeTreeNode(StringBuilder b, TreeNode x) {
    java.util.ArrayList<TreeNode> order = new java.util.ArrayList<>(); order.add(x);
    for (int k = 0; k < order.size(); k++) if (order.get(k) != null) { order.add(order.get(k).left); order.add(order.get(k).right); }
    while (!order.isEmpty() && order.get(order.size() - 1) == null) order.remove(order.size() - 1);
    b.append('[');
    for (int k = 0; k < order.size(); k++) { if (k > 0) b.append(','); if (order.get(k) == null) b.append("null"); else b.append(order.get(k).val); }
    b.append(']');
  }
  static TreeNode findTree(TreeNode root, int v) {
    java.util.ArrayDeque<TreeNode> q = new java.util.ArrayDeque<>(); if (root != null) q.add(root);
    while (!q.isEmpty()) { TreeNode n = q.poll(); if (n.val == v) return n; if (n.left != null) q.add(n.left); if (n.right != null) q.add(n.right); }
    return null;
  }
`;

export const JAVA_RUNTIME_NODE = String.raw`
  @SuppressWarnings("unchecked")
  static Node toRandom(Object o) {
    java.util.List<Object> v = (java.util.List<Object>) o;
    Node[] nodes = new Node[v.size()];
    for (int k = 0; k < v.size(); k++) nodes[k] = new Node(i(((java.util.List<Object>) v.get(k)).get(0)));
    for (int k = 0; k < v.size(); k++) {
      if (k + 1 < v.size()) nodes[k].next = nodes[k + 1];
      Object r = ((java.util.List<Object>) v.get(k)).get(1);
      if (r != null) nodes[k].random = nodes[i(r)];
    }
    return nodes.length == 0 ? null : nodes[0];
  }
  static void writeNode(StringBuilder b, Node head) {
    java.util.Map<Node, Integer> at = new java.util.IdentityHashMap<>(); java.util.List<Node> order = new java.util.ArrayList<>();
    for (Node t = head; t != null && !at.containsKey(t) && order.size() < 10000000; t = t.next) { at.put(t, order.size()); order.add(t); }
    b.append('[');
    for (int k = 0; k < order.size(); k++) {
      if (k > 0) b.append(',');
      b.append('[').append(order.get(k).val).append(',');
      Node r = order.get(k).random;
      if (r == null) b.append("null"); else { Integer x = at.get(r); b.append(x == null ? -1 : x); }
      b.append(']');
    }
    b.append(']');
  }
  static java.util.Set<Node> nodeSet(Node head) {
    java.util.Set<Node> s = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (Node t = head; t != null && s.add(t); t = t.next) {}
    return s;
  }
  static void writeCopy(StringBuilder b, Node result, java.util.List<java.util.Set<Node>> inputs) {
    java.util.Set<Node> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (Node t = result; t != null && seen.add(t); t = t.next)
      for (java.util.Set<Node> in : inputs) if (in.contains(t) || (t.random != null && in.contains(t.random))) { b.append("\"not a deep copy: node shared with the input\""); return; }
    writeNode(b, result);
  }
`;
