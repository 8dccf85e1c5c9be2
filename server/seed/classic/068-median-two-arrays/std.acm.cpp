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
    vector<int> all = readInts(a), more = readInts(b);
    all.insert(all.end(), more.begin(), more.end());
    sort(all.begin(), all.end());
    int n = all.size();
    double median = n % 2 ? all[n / 2] : (all[n / 2 - 1] + (double)all[n / 2]) / 2;
    printf("%.5f\n", median);
    return 0;
}
