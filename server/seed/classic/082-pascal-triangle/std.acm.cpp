#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> t;
    string out = "[";
    for (int i = 0; i < n; i++) {
        vector<long long> row(i + 1, 1);
        for (int j = 1; j < i; j++) row[j] = t[i - 1][j - 1] + t[i - 1][j];
        t.push_back(row);
        out += i ? ",[" : "[";
        for (int j = 0; j <= i; j++) out += (j ? "," : "") + to_string(row[j]);
        out += "]";
    }
    cout << out << "]" << endl;
    return 0;
}
