#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<int> nums;
    int x, k;
    while (in >> x) nums.push_back(x);
    cin >> k;
    multiset<int> window;
    string out = "[";
    for (int i = 0; i < (int)nums.size(); i++) {
        window.insert(nums[i]);
        if (i >= k) window.erase(window.find(nums[i - k]));
        if (i >= k - 1) {
            if (out.size() > 1) out += ',';
            out += to_string(*window.rbegin());
        }
    }
    printf("%s]\n", out.c_str());
    return 0;
}
