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
    int n = nums.size();
    string out = "[";
    for (int i = 0; i < n - 2; i++) {
        if (i > 0 && nums[i] == nums[i - 1]) continue;
        int l = i + 1, r = n - 1;
        while (l < r) {
            int s = nums[i] + nums[l] + nums[r];
            if (s < 0) l++;
            else if (s > 0) r--;
            else {
                out += (out.size() > 1 ? ",[" : "[") + to_string(nums[i]) + "," + to_string(nums[l]) + "," + to_string(nums[r]) + "]";
                while (l < r && nums[l] == nums[l + 1]) l++;
                while (l < r && nums[r] == nums[r - 1]) r--;
                l++, r--;
            }
        }
    }
    printf("%s]\n", out.c_str());
    return 0;
}
