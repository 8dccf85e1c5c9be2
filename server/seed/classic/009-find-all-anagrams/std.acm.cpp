#include <bits/stdc++.h>
using namespace std;

string readString() {
    string line;
    getline(cin, line);
    size_t a = line.find('"'), b = line.rfind('"');
    return line.substr(a + 1, b - a - 1);
}

int main() {
    string s = readString(), p = readString();
    int n = s.size(), m = p.size();
    vector<int> need(26, 0), have(26, 0);
    for (char c : p) need[c - 'a']++;
    string out = "[";
    for (int i = 0; i < n; i++) {
        have[s[i] - 'a']++;
        if (i >= m) have[s[i - m] - 'a']--;
        if (i >= m - 1 && have == need) out += (out.size() > 1 ? "," : "") + to_string(i - m + 1);
    }
    printf("%s]\n", out.c_str());
    return 0;
}
