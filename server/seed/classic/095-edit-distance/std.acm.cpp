#include <bits/stdc++.h>
using namespace std;

// 一行 JSON 字符串（只含小写字母）：去掉两边的引号
string readStr() {
    string line;
    getline(cin, line);
    return line.substr(1, line.size() - 2);
}

int main() {
    string a = readStr(), b = readStr();
    int m = a.size(), n = b.size();
    vector<vector<int>> dp(m + 1, vector<int>(n + 1));
    for (int i = 0; i <= m; i++) dp[i][0] = i;
    for (int j = 0; j <= n; j++) dp[0][j] = j;
    for (int i = 1; i <= m; i++)
        for (int j = 1; j <= n; j++)
            dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] : min({dp[i - 1][j], dp[i][j - 1], dp[i - 1][j - 1]}) + 1;
    printf("%d\n", dp[m][n]);
    return 0;
}
