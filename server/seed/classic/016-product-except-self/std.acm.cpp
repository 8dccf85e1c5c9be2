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
    int n = nums.size();
    vector<long long> ans(n, 1);
    for (int i = 1; i < n; i++) ans[i] = ans[i - 1] * nums[i - 1];
    long long right = 1;
    for (int i = n - 1; i >= 0; i--) ans[i] *= right, right *= nums[i];
    string out = "[";
    for (int i = 0; i < n; i++) out += (i ? "," : "") + to_string(ans[i]);
    printf("%s]\n", out.c_str());
    return 0;
}
