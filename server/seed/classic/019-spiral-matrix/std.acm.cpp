#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<vector<int>> a;
    for (size_t p = 1; (p = line.find('[', p)) != string::npos;) {
        size_t q = line.find(']', p);
        string row = line.substr(p + 1, q - p - 1);
        for (char& c : row) if (c == ',') c = ' ';
        stringstream in(row);
        vector<int> r;
        int x;
        while (in >> x) r.push_back(x);
        a.push_back(r);
        p = q;
    }
    int m = a.size(), n = a[0].size(), i = 0, j = 0, d = 0;
    int di[] = {0, 1, 0, -1}, dj[] = {1, 0, -1, 0};
    vector<vector<bool>> seen(m, vector<bool>(n));
    string out = "[";
    for (int k = 0; k < m * n; k++) {
        out += (k ? "," : "") + to_string(a[i][j]);
        seen[i][j] = true;
        int ni = i + di[d], nj = j + dj[d];
        if (ni < 0 || ni >= m || nj < 0 || nj >= n || seen[ni][nj]) d = (d + 1) % 4;
        i += di[d], j += dj[d];
    }
    printf("%s]\n", out.c_str());
    return 0;
}
