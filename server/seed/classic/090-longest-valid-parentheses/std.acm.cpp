#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    s = s.substr(1, s.size() - 2);  // 去掉 JSON 字符串两边的引号
    vector<int> st = {-1};
    int best = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        if (s[i] == '(') {
            st.push_back(i);
        } else {
            st.pop_back();
            if (st.empty()) st.push_back(i);
            else best = max(best, i - st.back());
        }
    }
    printf("%d\n", best);
    return 0;
}
