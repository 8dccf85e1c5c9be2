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
    int lo = 0, i = 0, hi = nums.size() - 1;
    while (i <= hi) {
        if (nums[i] == 0) swap(nums[i++], nums[lo++]);
        else if (nums[i] == 2) swap(nums[i], nums[hi--]);
        else i++;
    }
    printf("[");
    for (size_t k = 0; k < nums.size(); k++) printf(k ? ",%d" : "%d", nums[k]);
    printf("]\n");
    return 0;
}
