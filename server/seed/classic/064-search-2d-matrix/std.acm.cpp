#include <bits/stdc++.h>
using namespace std;

// 一行形如 [[1,2],[3,4]] 的二维数组
vector<vector<int>> readMatrix(const string& line) {
    vector<vector<int>> rows;
    int depth = 0;
    string num;
    for (char c : line) {
        if (c == '[') {
            if (++depth == 2) rows.push_back({});
        } else if (c == ']' || c == ',') {
            if (!num.empty()) rows.back().push_back(stoi(num)), num.clear();
            if (c == ']') depth--;
        } else if (c == '-' || isdigit(c)) {
            num += c;
        }
    }
    return rows;
}

int main() {
    string a, b;
    getline(cin, a);
    getline(cin, b);
    vector<vector<int>> matrix = readMatrix(a);
    int target = stoi(b);
    int m = matrix.size(), n = matrix[0].size();
    int lo = 0, hi = m * n - 1;
    bool found = false;
    while (lo <= hi && !found) {
        int mid = (lo + hi) / 2, v = matrix[mid / n][mid % n];
        if (v == target) found = true;
        else if (v < target) lo = mid + 1;
        else hi = mid - 1;
    }
    puts(found ? "true" : "false");
    return 0;
}
