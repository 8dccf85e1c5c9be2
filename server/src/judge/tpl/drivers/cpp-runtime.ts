/** The C++ driver's runtime, in pieces: only the node types the signature uses are referenced. */

/** JSON reader (R<T>::get), scalar writers (w) and the result writer on the saved stdout (emit). */
export const CPP_RUNTIME = String.raw`
namespace ct_judge {
struct P {
  string s; size_t i = 0;
  explicit P(string t) : s(std::move(t)) {}
  void ws() { while (i < s.size() && isspace((unsigned char)s[i])) i++; }
  bool lit(const char* w) { ws(); size_t n = strlen(w); if (s.compare(i, n, w) == 0) { i += n; return true; } return false; }
  void expect(char c) { ws(); if (i >= s.size() || s[i] != c) { fprintf(stderr, "ct_judge: expected '%c' at %zu\n", c, i); exit(3); } i++; }
  bool peek(char c) { ws(); return i < s.size() && s[i] == c; }
  string number() { ws(); size_t b = i; while (i < s.size() && (isdigit((unsigned char)s[i]) || strchr("+-.eE", s[i]))) i++; if (b == i) { fprintf(stderr, "ct_judge: number expected at %zu\n", i); exit(3); } return s.substr(b, i - b); }
};
static void put_utf8(string& o, unsigned cp) {
  if (cp < 0x80) o += (char)cp;
  else if (cp < 0x800) { o += (char)(0xC0 | (cp >> 6)); o += (char)(0x80 | (cp & 0x3F)); }
  else if (cp < 0x10000) { o += (char)(0xE0 | (cp >> 12)); o += (char)(0x80 | ((cp >> 6) & 0x3F)); o += (char)(0x80 | (cp & 0x3F)); }
  else { o += (char)(0xF0 | (cp >> 18)); o += (char)(0x80 | ((cp >> 12) & 0x3F)); o += (char)(0x80 | ((cp >> 6) & 0x3F)); o += (char)(0x80 | (cp & 0x3F)); }
}
template <class T> struct R;
template <> struct R<int> { static int get(P& p) { return (int)stoll(p.number()); } };
template <> struct R<long long> { static long long get(P& p) { return stoll(p.number()); } };
template <> struct R<double> { static double get(P& p) { return stod(p.number()); } };
template <> struct R<bool> { static bool get(P& p) { if (p.lit("true")) return true; p.lit("false"); return false; } };
template <> struct R<string> {
  static string get(P& p) {
    p.expect('"'); string o;
    while (p.i < p.s.size() && p.s[p.i] != '"') {
      char c = p.s[p.i++];
      if (c != '\\') { o += c; continue; }
      char e = p.s[p.i++];
      switch (e) {
        case 'n': o += '\n'; break; case 't': o += '\t'; break; case 'r': o += '\r'; break;
        case 'b': o += '\b'; break; case 'f': o += '\f'; break;
        case 'u': { unsigned cp = stoul(p.s.substr(p.i, 4), nullptr, 16); p.i += 4;
          if (cp >= 0xD800 && cp < 0xDC00 && p.s.compare(p.i, 2, "\\u") == 0) { unsigned lo = stoul(p.s.substr(p.i + 2, 4), nullptr, 16); p.i += 6; cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00); }
          put_utf8(o, cp); break; }
        default: o += e;
      }
    }
    p.expect('"'); return o;
  }
};
template <> struct R<char> { static char get(P& p) { string s = R<string>::get(p); return s.empty() ? '\0' : s[0]; } };
template <class T> struct R<vector<T>> {
  static vector<T> get(P& p) {
    vector<T> v; p.expect('[');
    if (p.peek(']')) { p.i++; return v; }
    for (;;) { v.push_back(R<T>::get(p)); if (p.peek(',')) { p.i++; continue; } p.expect(']'); return v; }
  }
};
static vector<optional<int>> nullable_ints(P& p) {
  vector<optional<int>> v; p.expect('[');
  if (p.peek(']')) { p.i++; return v; }
  for (;;) {
    if (p.lit("null")) v.push_back(nullopt); else v.push_back(R<int>::get(p));
    if (p.peek(',')) { p.i++; continue; } p.expect(']'); return v;
  }
}
template <class T> static typename enable_if<is_integral<T>::value && !is_same<T, bool>::value && !is_same<T, char>::value>::type w(string& o, T x) { o += to_string(x); }
static void w(string& o, double x) { char b[64]; snprintf(b, sizeof b, "%.17g", x); o += b; }
static void w(string& o, float x) { w(o, (double)x); }
static void w(string& o, bool x) { o += x ? "true" : "false"; }
static void w(string& o, const string& x) {
  o += '"';
  for (unsigned char c : x) {
    if (c == '"') o += "\\\""; else if (c == '\\') o += "\\\\"; else if (c == '\n') o += "\\n";
    else if (c == '\r') o += "\\r"; else if (c == '\t') o += "\\t";
    else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); o += b; } else o += (char)c;
  }
  o += '"';
}
static void w(string& o, const char* x) { w(o, string(x ? x : "")); }
static void w(string& o, char x) { w(o, string(1, x)); }
static void emit(int fd, const string& s) {
  size_t done = 0;
  while (done < s.size()) { ssize_t n = write(fd, s.data() + done, s.size() - done); if (n <= 0) exit(3); done += (size_t)n; }
}
`;

export const CPP_RUNTIME_LIST = String.raw`
template <> struct R<ListNode*> {
  static ListNode* get(P& p) { ListNode head; ListNode* t = &head; for (int x : R<vector<int>>::get(p)) { t->next = new ListNode(x); t = t->next; } return head.next; }
};
static void w(string& o, ListNode* x) {
  o += '['; int guard = 0;
  for (bool first = true; x && guard < 10000000; x = x->next, guard++) { if (!first) o += ','; first = false; w(o, x->val); }
  o += ']';
}
static void link_cycle(ListNode* head, int pos) {
  if (pos < 0 || !head) return;
  ListNode* at = nullptr; ListNode* t = head;
  for (int k = 0; t; k++) { if (k == pos) at = t; if (!t->next) break; t = t->next; }
  t->next = at;
}
static ListNode* share_tail(ListNode* a, ListNode* b, int sa, int sb) {
  ListNode* joint = a; for (int k = 0; k < sa && joint; k++) joint = joint->next;
  if (!joint) return b;
  if (sb == 0) return joint;
  ListNode* t = b; for (int k = 1; k < sb && t; k++) t = t->next;
  if (t) t->next = joint;
  return b;
}
static ListNode* find_list(ListNode* head, int v) {
  unordered_set<ListNode*> seen;
  for (ListNode* t = head; t && seen.insert(t).second; t = t->next) if (t->val == v) return t;
  return nullptr;
}
static unordered_map<ListNode*, int> list_index(ListNode* head) {
  unordered_map<ListNode*, int> at; int k = 0;
  for (ListNode* t = head; t && !at.count(t); t = t->next) at[t] = k++;
  return at;
}
static void w_index(string& o, const unordered_map<ListNode*, int>& at, ListNode* x) {
  if (!x) { o += "null"; return; }
  auto it = at.find(x);
  if (it == at.end()) o += "\"the returned node is not a node of the input list\""; else w(o, it->second);
}
`;

export const CPP_RUNTIME_TREE = String.raw`
template <> struct R<TreeNode*> {
  static TreeNode* get(P& p) {
    auto v = nullable_ints(p);
    if (v.empty() || !v[0]) return nullptr;
    TreeNode* root = new TreeNode(*v[0]); deque<TreeNode*> q{root}; size_t k = 1;
    while (!q.empty() && k < v.size()) {
      TreeNode* n = q.front(); q.pop_front();
      if (k < v.size() && v[k]) { n->left = new TreeNode(*v[k]); q.push_back(n->left); } k++;
      if (k < v.size() && v[k]) { n->right = new TreeNode(*v[k]); q.push_back(n->right); } k++;
    }
    return root;
  }
};
static void w(string& o, TreeNode* root) {
  vector<TreeNode*> order; if (root) order.push_back(root);
  for (size_t k = 0; k < order.size() && order.size() < 20000000; k++) if (order[k]) { order.push_back(order[k]->left); order.push_back(order[k]->right); }
  while (!order.empty() && !order.back()) order.pop_back();
  o += '[';
  for (size_t k = 0; k < order.size(); k++) { if (k) o += ','; if (order[k]) w(o, order[k]->val); else o += "null"; }
  o += ']';
}
static TreeNode* find_tree(TreeNode* root, int v) {
  deque<TreeNode*> q; if (root) q.push_back(root);
  while (!q.empty()) { TreeNode* n = q.front(); q.pop_front(); if (n->val == v) return n; if (n->left) q.push_back(n->left); if (n->right) q.push_back(n->right); }
  return nullptr;
}
`;

export const CPP_RUNTIME_NODE = String.raw`
template <> struct R<Node*> {
  static Node* get(P& p) {
    vector<Node*> nodes; vector<int> random; p.expect('[');
    if (!p.peek(']')) for (;;) {
      p.expect('['); nodes.push_back(new Node(R<int>::get(p))); p.expect(',');
      random.push_back(p.lit("null") ? -1 : R<int>::get(p)); p.expect(']');
      if (p.peek(',')) { p.i++; continue; } break;
    }
    p.expect(']');
    for (size_t k = 0; k < nodes.size(); k++) { if (k + 1 < nodes.size()) nodes[k]->next = nodes[k + 1]; if (random[k] >= 0) nodes[k]->random = nodes[random[k]]; }
    return nodes.empty() ? nullptr : nodes[0];
  }
};
static void w(string& o, Node* head) {
  unordered_map<Node*, int> at; vector<Node*> order;
  for (Node* t = head; t && !at.count(t) && order.size() < 10000000; t = t->next) { at[t] = (int)order.size(); order.push_back(t); }
  o += '[';
  for (size_t k = 0; k < order.size(); k++) {
    if (k) o += ',';
    o += '['; w(o, order[k]->val); o += ',';
    Node* r = order[k]->random;
    if (!r) o += "null"; else { auto it = at.find(r); if (it == at.end()) o += "-1"; else w(o, it->second); }
    o += ']';
  }
  o += ']';
}
static unordered_set<Node*> node_set(Node* head) {
  unordered_set<Node*> s;
  for (Node* t = head; t && s.insert(t).second; t = t->next) {}
  return s;
}
static void w_copy(string& o, Node* result, initializer_list<const unordered_set<Node*>*> inputs) {
  unordered_set<Node*> seen;
  for (Node* t = result; t && seen.insert(t).second; t = t->next)
    for (auto* in : inputs) if (in->count(t) || (t->random && in->count(t->random))) { o += "\"not a deep copy: node shared with the input\""; return; }
  w(o, result);
}
`;

/** containers last: their element writers must all be declared before this template */
export const CPP_RUNTIME_TAIL = String.raw`
template <class T> static void w(string& o, const vector<T>& v) {
  o += '[';
  for (size_t k = 0; k < v.size(); k++) { if (k) o += ','; w(o, v[k]); }
  o += ']';
}
}  // namespace ct_judge
`;
