#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<long long> nums, zeros;
    long long x;
    while (in >> x) (x ? nums : zeros).push_back(x);
    nums.insert(nums.end(), zeros.begin(), zeros.end());
    string out = "[";
    for (size_t i = 0; i < nums.size(); i++) out += (i ? "," : "") + to_string(nums[i]);
    printf("%s]\n", out.c_str());
    return 0;
}
