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
    int steps = 0, end = 0, farthest = 0;
    for (int i = 0; i + 1 < (int)nums.size(); i++) {
        farthest = max(farthest, i + nums[i]);
        if (i == end) steps++, end = farthest;
    }
    printf("%d\n", steps);
    return 0;
}
