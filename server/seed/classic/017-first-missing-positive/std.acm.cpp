#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<long long> nums;
    long long x;
    while (in >> x) nums.push_back(x);
    vector<char> seen(nums.size() + 2, 0);
    for (long long v : nums) if (v >= 1 && v <= (long long)nums.size()) seen[v] = 1;
    long long ans = 1;
    while (seen[ans]) ans++;
    printf("%lld\n", ans);
    return 0;
}
