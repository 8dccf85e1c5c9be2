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
    int m = g.size(), n = g[0].size(), fresh = 0, minutes = 0;
    vector<pair<int, int>> cur;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            if (g[i][j] == 2) cur.push_back({i, j});
            if (g[i][j] == 1) fresh++;
        }
    int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    while (!cur.empty() && fresh) {
        minutes++;
        vector<pair<int, int>> next;
        for (auto [x, y] : cur)
            for (int d = 0; d < 4; d++) {
                int nx = x + dx[d], ny = y + dy[d];
                if (nx >= 0 && ny >= 0 && nx < m && ny < n && g[nx][ny] == 1) {
                    g[nx][ny] = 2, fresh--;
                    next.push_back({nx, ny});
                }
            }
        cur = next;
    }
    printf("%d\n", fresh ? -1 : minutes);
    return 0;
}
