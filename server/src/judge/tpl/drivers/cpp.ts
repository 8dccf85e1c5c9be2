import { ParsedSignature, TplType } from '../tpl-types';

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
    case 'ListNode':
      return 'ListNode*';
    case 'TreeNode':
      return 'TreeNode*';
    case 'array':
      return `vector<${cppType(t.of)}>`;
  }
}

/** LeetCode-cn's definitions, on one line so user code keeps its line numbers (from line 3). */
export const CPP_PRELUDE =
  '#include <bits/stdc++.h>\n' +
  'using namespace std; ' +
  'struct ListNode { int val; ListNode *next; ListNode() : val(0), next(nullptr) {} ListNode(int x) : val(x), next(nullptr) {} ListNode(int x, ListNode *next) : val(x), next(next) {} }; ' +
  'struct TreeNode { int val; TreeNode *left; TreeNode *right; TreeNode() : val(0), left(nullptr), right(nullptr) {} TreeNode(int x) : val(x), left(nullptr), right(nullptr) {} TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {} };\n';

const RUNTIME = String.raw`
namespace ct_judge {
struct P {
  string s; size_t i = 0;
  explicit P(string t) : s(std::move(t)) {}
  void ws() { while (i < s.size() && isspace((unsigned char)s[i])) i++; }
  bool lit(const char* w) { ws(); size_t n = strlen(w); if (s.compare(i, n, w) == 0) { i += n; return true; } return false; }
  void expect(char c) { ws(); if (i >= s.size() || s[i] != c) { fprintf(stderr, "ct_judge: bad input near %zu\n", i); exit(3); } i++; }
  bool peek(char c) { ws(); return i < s.size() && s[i] == c; }
  string number() { ws(); size_t b = i; while (i < s.size() && (isdigit((unsigned char)s[i]) || strchr("+-.eE", s[i]))) i++; return s.substr(b, i - b); }
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
template <> struct R<ListNode*> {
  static ListNode* get(P& p) { ListNode head; ListNode* t = &head; for (int x : R<vector<int>>::get(p)) { t->next = new ListNode(x); t = t->next; } return head.next; }
};
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
static void w(string& o, int x) { o += to_string(x); }
static void w(string& o, long long x) { o += to_string(x); }
static void w(string& o, long x) { o += to_string(x); }
static void w(string& o, double x) { char b[64]; snprintf(b, sizeof b, "%.17g", x); o += b; }
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
static void w(string& o, ListNode* x) {
  o += '['; int guard = 0;
  for (bool first = true; x && guard < 10000000; x = x->next, guard++) { if (!first) o += ','; first = false; w(o, x->val); }
  o += ']';
}
static void w(string& o, TreeNode* root) {
  vector<TreeNode*> order; if (root) order.push_back(root);
  for (size_t k = 0; k < order.size() && order.size() < 20000000; k++) if (order[k]) { order.push_back(order[k]->left); order.push_back(order[k]->right); }
  while (!order.empty() && !order.back()) order.pop_back();
  o += '[';
  for (size_t k = 0; k < order.size(); k++) { if (k) o += ','; if (order[k]) w(o, order[k]->val); else o += "null"; }
  o += ']';
}
template <class T> static void w(string& o, const vector<T>& v) {
  o += '[';
  for (size_t k = 0; k < v.size(); k++) { if (k) o += ','; w(o, v[k]); }
  o += ']';
}
}  // namespace ct_judge
`;

/** main.cpp: prelude, the user's `class Solution`, then a main() that parses each line and prints the JSON result. */
export function cppSources(sig: ParsedSignature, code: string): Record<string, string> {
  const reads = sig.params
    .map((p, k) => `  ${cppType(p.type)} ct_a${k} = [&] { ct_judge::P p(ct_lines.size() > ${k} ? ct_lines[${k}] : string()); return ct_judge::R<${cppType(p.type)}>::get(p); }();`)
    .join('\n');
  const args = sig.params.map((_, k) => `ct_a${k}`).join(', ');
  const main = `
int main() {
  ios::sync_with_stdio(false);
  vector<string> ct_lines; string ct_line;
  while (getline(cin, ct_line)) { if (!ct_line.empty() && ct_line.back() == '\\r') ct_line.pop_back(); ct_lines.push_back(ct_line); }
${reads}
  Solution ct_solution;
  auto ct_result = ct_solution.${sig.function}(${args});
  string ct_out; ct_judge::w(ct_out, ct_result); ct_out += '\\n';
  fwrite(ct_out.data(), 1, ct_out.size(), stdout);
  return 0;
}
`;
  return { 'main.cpp': `${CPP_PRELUDE}${code}\n${RUNTIME}${main}` };
}
