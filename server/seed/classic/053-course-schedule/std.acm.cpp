#include <bits/stdc++.h>
using namespace std;

// 一行形如 [[1,2],[3,4]] 的二维数组
vector<vector<int>> readMatrix(const string& line) {
    vector<vector<int>> rows;
    int depth = 0;
    string num;
    for (char c : line) {
        if (c == '[') {
            if (++depth == 2) rows.push_back({});
        } else if (c == ']' || c == ',') {
            if (!num.empty()) rows.back().push_back(stoi(num)), num.clear();
            if (c == ']') depth--;
        } else if (c == '-' || isdigit(c)) {
            num += c;
        }
    }
    return rows;
}

int main() {
    string a, b;
    getline(cin, a);
    getline(cin, b);
    int n = stoi(a);
    vector<vector<int>> pre = readMatrix(b), g(n);
    vector<int> indeg(n, 0), q;
    for (auto& p : pre) g[p[1]].push_back(p[0]), indeg[p[0]]++;
    for (int i = 0; i < n; i++) if (!indeg[i]) q.push_back(i);
    for (size_t k = 0; k < q.size(); k++)
        for (int v : g[q[k]]) if (--indeg[v] == 0) q.push_back(v);
    puts((int)q.size() == n ? "true" : "false");
    return 0;
}
