#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<vector<long long>> a;
    for (size_t p = 1; (p = line.find('[', p)) != string::npos;) {
        size_t q = line.find(']', p);
        string row = line.substr(p + 1, q - p - 1);
        for (char& c : row) if (c == ',') c = ' ';
        stringstream in(row);
        vector<long long> r;
        long long x;
        while (in >> x) r.push_back(x);
        a.push_back(r);
        p = q;
    }
    int m = a.size(), n = a[0].size();
    vector<bool> rows(m), cols(n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            if (a[i][j] == 0) rows[i] = cols[j] = true;
    string out = "[";
    for (int i = 0; i < m; i++) {
        out += i ? ",[" : "[";
        for (int j = 0; j < n; j++) out += (j ? "," : "") + to_string(rows[i] || cols[j] ? 0 : a[i][j]);
        out += "]";
    }
    printf("%s]\n", out.c_str());
    return 0;
}
