#include <bits/stdc++.h>
using namespace std;

string s;
size_t pos = 0;

// 递归下降：解析到 ']' 或结尾为止
string decode() {
    string res;
    while (pos < s.size() && s[pos] != ']') {
        if (isdigit(s[pos])) {
            int k = 0;
            while (isdigit(s[pos])) k = k * 10 + (s[pos++] - '0');
            pos++;  // '['
            string inner = decode();
            pos++;  // ']'
            while (k--) res += inner;
        } else {
            res += s[pos++];
        }
    }
    return res;
}

int main() {
    getline(cin, s);
    s = s.substr(1, s.size() - 2);
    printf("\"%s\"\n", decode().c_str());
    return 0;
}
