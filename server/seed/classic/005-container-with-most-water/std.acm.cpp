#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<int> h;
    int x;
    while (in >> x) h.push_back(x);
    int i = 0, j = (int)h.size() - 1;
    long long best = 0;
    while (i < j) {
        best = max(best, (long long)(j - i) * min(h[i], h[j]));
        if (h[i] < h[j]) i++;
        else j--;
    }
    printf("%lld\n", best);
    return 0;
}
