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
    vector<int> nums = readInts(a);
    long long hi = nums[0], lo = nums[0], best = nums[0];
    for (size_t i = 1; i < nums.size(); i++) {
        long long x = nums[i];
        if (x < 0) swap(hi, lo);
        hi = max(x, hi * x);
        lo = min(x, lo * x);
        best = max(best, hi);
    }
    printf("%lld\n", best);
    return 0;
}
