#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    for (char& c : line) if (c == '[' || c == ']' || c == ',') c = ' ';
    stringstream in(line);
    vector<pair<int, int>> iv;
    int a, b;
    while (in >> a >> b) iv.push_back({a, b});
    sort(iv.begin(), iv.end());
    vector<pair<int, int>> ans;
    for (auto& p : iv) {
        if (!ans.empty() && p.first <= ans.back().second) ans.back().second = max(ans.back().second, p.second);
        else ans.push_back(p);
    }
    string out = "[";
    for (size_t i = 0; i < ans.size(); i++) out += (i ? ",[" : "[") + to_string(ans[i].first) + "," + to_string(ans[i].second) + "]";
    printf("%s]\n", out.c_str());
    return 0;
}
