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
    int cand = 0, cnt = 0;
    for (int x : readInts(a)) {
        if (cnt == 0) cand = x;
        cnt += x == cand ? 1 : -1;
    }
    printf("%d\n", cand);
    return 0;
}
