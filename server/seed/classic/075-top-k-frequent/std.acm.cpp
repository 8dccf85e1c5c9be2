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
    string a, b;
    getline(cin, a);
    getline(cin, b);
    vector<int> nums = readInts(a);
    int k = stoi(b);
    map<int, int> cnt;
    for (int x : nums) cnt[x]++;
    vector<pair<int, int>> byCount;
    for (auto& [v, c] : cnt) byCount.push_back({c, v});
    sort(byCount.rbegin(), byCount.rend());
    printf("[");
    for (int i = 0; i < k; i++) printf(i ? ",%d" : "%d", byCount[i].second);
    printf("]\n");
    return 0;
}
