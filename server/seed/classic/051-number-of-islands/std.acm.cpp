#include <bits/stdc++.h>
using namespace std;

// 一行形如 [["1","0"],["0","1"]] 的字符网格：引号里的字符按行收集
vector<string> readGrid(const string& line) {
    vector<string> rows;
    int depth = 0;
    for (size_t i = 0; i < line.size(); i++) {
        char c = line[i];
        if (c == '[' && ++depth == 2) rows.push_back("");
        else if (c == ']') depth--;
        else if (c == '"') rows.back() += line[++i], i++;
    }
    return rows;
}

int main() {
    string line;
    getline(cin, line);
    vector<string> g = readGrid(line);
    int m = g.size(), n = g[0].size(), count = 0;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            if (g[i][j] != '1') continue;
            count++;
            vector<pair<int, int>> st = {{i, j}};
            g[i][j] = '0';
            while (!st.empty()) {
                auto [x, y] = st.back();
                st.pop_back();
                int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
                for (int d = 0; d < 4; d++) {
                    int nx = x + dx[d], ny = y + dy[d];
                    if (nx >= 0 && ny >= 0 && nx < m && ny < n && g[nx][ny] == '1') g[nx][ny] = '0', st.push_back({nx, ny});
                }
            }
        }
    printf("%d\n", count);
    return 0;
}
