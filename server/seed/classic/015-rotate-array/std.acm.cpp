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
    int n = nums.size();
    string out = "[";
    for (int i = 0; i < n; i++) out += (i ? "," : "") + to_string(nums[((i - k) % n + n) % n]);
    printf("%s]\n", out.c_str());
    return 0;
}
