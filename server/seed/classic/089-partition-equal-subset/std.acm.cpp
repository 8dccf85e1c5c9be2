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
    int sum = accumulate(nums.begin(), nums.end(), 0);
    bitset<20001> reach;
    reach[0] = 1;
    for (int x : nums) reach |= reach << x;
    puts(sum % 2 == 0 && reach[sum / 2] ? "true" : "false");
    return 0;
}
