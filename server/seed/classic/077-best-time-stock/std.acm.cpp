#include <bits/stdc++.h>
using namespace std;

// 一行形如 [1,2,3] 的数组：把括号和逗号换成空格再读
vector<int> readInts(string line) {
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<int> v;
    int x;
    while (in >> x) v.push_back(x);
    return v;
}

int main() {
    string a;
    getline(cin, a);
    vector<int> prices = readInts(a);
    int lowest = INT_MAX, best = 0;
    for (int p : prices) {
        lowest = min(lowest, p);
        best = max(best, p - lowest);
    }
    printf("%d\n", best);
    return 0;
}
