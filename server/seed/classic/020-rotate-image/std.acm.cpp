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
    int n = a.size();
    string out = "[";
    for (int i = 0; i < n; i++) {
        out += i ? ",[" : "[";
        for (int j = 0; j < n; j++) out += (j ? "," : "") + to_string(a[n - 1 - j][i]);
        out += "]";
    }
    printf("%s]\n", out.c_str());
    return 0;
}
