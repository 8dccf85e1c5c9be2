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
    string a;
    getline(cin, a);
    vector<vector<int>> g = readMatrix(a);
    int m = g.size(), n = g[0].size();
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            if (i == 0 && j == 0) continue;
            if (i == 0) g[i][j] += g[i][j - 1];
            else if (j == 0) g[i][j] += g[i - 1][j];
            else g[i][j] += min(g[i - 1][j], g[i][j - 1]);
        }
    printf("%d\n", g[m - 1][n - 1]);
    return 0;
}
