#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<long long> h;
    long long x;
    while (in >> x) h.push_back(x);
    int n = h.size();
    vector<long long> right(n + 1, 0);
    for (int i = n - 1; i >= 0; i--) right[i] = max(right[i + 1], h[i]);
    long long left = 0, water = 0;
    for (int i = 0; i < n; i++) {
        left = max(left, h[i]);
        water += min(left, right[i]) - h[i];
    }
    printf("%lld\n", water);
    return 0;
}
