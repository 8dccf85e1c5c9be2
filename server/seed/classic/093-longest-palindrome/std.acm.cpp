#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    s = s.substr(1, s.size() - 2);  // JSON 字符串去掉引号（只含字母和数字，没有转义）
    int n = s.size(), start = 0, best = 1;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 2; k++) {
            int l = i, r = i + k;
            while (l >= 0 && r < n && s[l] == s[r]) l--, r++;
            if (r - l - 1 > best) best = r - l - 1, start = l + 1;
        }
    printf("\"%s\"\n", s.substr(start, best).c_str());
    return 0;
}
