#include <bits/stdc++.h>
using namespace std;

// a JSON string of letters: the text between the quotes
string readString() {
    string line;
    getline(cin, line);
    size_t a = line.find('"'), b = line.rfind('"');
    return line.substr(a + 1, b - a - 1);
}

int main() {
    string s = readString(), t = readString();
    vector<int> need(128, 0);
    for (char c : t) need[c]++;
    int missing = t.size(), left = 0, start = 0, best = INT_MAX;
    for (int right = 0; right < (int)s.size(); right++) {
        if (need[s[right]]-- > 0) missing--;
        while (missing == 0) {
            if (right - left + 1 < best) best = right - left + 1, start = left;
            if (++need[s[left++]] > 0) missing++;
        }
    }
    printf("\"%s\"\n", best == INT_MAX ? "" : s.substr(start, best).c_str());
    return 0;
}
