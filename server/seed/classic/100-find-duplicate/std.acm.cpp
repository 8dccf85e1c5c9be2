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
    int slow = 0, fast = 0;
    do {
        slow = nums[slow];
        fast = nums[nums[fast]];
    } while (slow != fast);
    slow = 0;
    while (slow != fast) slow = nums[slow], fast = nums[fast];
    printf("%d\n", slow);
    return 0;
}
