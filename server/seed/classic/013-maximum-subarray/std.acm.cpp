#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    long long x, cur = 0, best = LLONG_MIN;
    bool first = true;
    while (in >> x) {
        cur = first ? x : max(x, cur + x);
        first = false;
        best = max(best, cur);
    }
    printf("%lld\n", best);
    return 0;
}
