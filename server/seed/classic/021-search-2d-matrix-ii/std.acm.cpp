#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    // rows are the innermost [...] groups
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
    long long target;
    cin >> target;
    bool found = false;
    for (auto& r : a) found = found || binary_search(r.begin(), r.end(), target);
    printf(found ? "true\n" : "false\n");
    return 0;
}
