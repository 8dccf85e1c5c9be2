#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    s = s.substr(1, s.size() - 2);  // 去掉 JSON 字符串两边的引号
    string st;
    bool ok = true;
    for (char c : s) {
        if (c == '(') st += ')';
        else if (c == '[') st += ']';
        else if (c == '{') st += '}';
        else if (st.empty() || st.back() != c) { ok = false; break; }
        else st.pop_back();
    }
    puts(ok && st.empty() ? "true" : "false");
    return 0;
}
