#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<long long> nums;
    long long x, k;
    while (in >> x) nums.push_back(x);
    cin >> k;
    unordered_map<long long, long long> seen{{0, 1}};
    long long sum = 0, count = 0;
    for (long long v : nums) {
        sum += v;
        auto it = seen.find(sum - k);
        if (it != seen.end()) count += it->second;
        seen[sum]++;
    }
    printf("%lld\n", count);
    return 0;
}
