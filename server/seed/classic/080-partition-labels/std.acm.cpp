#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    s = s.substr(1, s.size() - 2);
    int last[26] = {0};
    for (int i = 0; i < (int)s.size(); i++) last[s[i] - 'a'] = i;
    vector<int> res;
    int start = 0, end = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        end = max(end, last[s[i] - 'a']);
        if (i == end) res.push_back(end - start + 1), start = i + 1;
    }
    printf("[");
    for (size_t i = 0; i < res.size(); i++) printf(i ? ",%d" : "%d", res[i]);
    printf("]\n");
    return 0;
}
