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

vector<string> b;
string w;

bool dfs(int i, int j, int k) {
    if (i < 0 || j < 0 || i >= (int)b.size() || j >= (int)b[0].size() || b[i][j] != w[k]) return false;
    if (k + 1 == (int)w.size()) return true;
    b[i][j] = '#';
    bool ok = dfs(i + 1, j, k + 1) || dfs(i - 1, j, k + 1) || dfs(i, j + 1, k + 1) || dfs(i, j - 1, k + 1);
    b[i][j] = w[k];
    return ok;
}

int main() {
    string line;
    getline(cin, line);
    b = readGrid(line);
    getline(cin, w);
    w = w.substr(1, w.size() - 2);
    bool found = false;
    for (int i = 0; i < (int)b.size() && !found; i++)
        for (int j = 0; j < (int)b[0].size() && !found; j++)
            found = dfs(i, j, 0);
    puts(found ? "true" : "false");
    return 0;
}
