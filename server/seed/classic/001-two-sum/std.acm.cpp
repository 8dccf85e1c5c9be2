#include <bits/stdc++.h>
using namespace std;

// one JSON array of integers per line: drop the brackets and commas
vector<long long> readInts(const string& line) {
    string s = line;
    for (char& c : s) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(s);
    vector<long long> v;
    long long x;
    while (in >> x) v.push_back(x);
    return v;
}

int main() {
    string line;
    getline(cin, line);
    vector<long long> nums = readInts(line);
    long long target;
    cin >> target;
    unordered_map<long long, int> seen;
    for (int i = 0; i < (int)nums.size(); i++) {
        auto it = seen.find(target - nums[i]);
        if (it != seen.end()) {
            printf("[%d,%d]\n", it->second, i);
            return 0;
        }
        seen[nums[i]] = i;
    }
    return 0;
}
