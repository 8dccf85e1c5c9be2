#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<int> nums;
    int x;
    while (in >> x) nums.push_back(x);
    sort(nums.begin(), nums.end());
    nums.erase(unique(nums.begin(), nums.end()), nums.end());
    int best = 0, run = 0;
    for (size_t i = 0; i < nums.size(); i++) {
        run = (i > 0 && (long long)nums[i - 1] + 1 == nums[i]) ? run + 1 : 1;
        best = max(best, run);
    }
    printf("%d\n", best);
    return 0;
}
