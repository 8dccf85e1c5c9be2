#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    // a JSON string without escapes: drop the quotes
    string s = line.substr(1, line.rfind('"') - 1);
    vector<int> last(128, -1);
    int best = 0, left = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        left = max(left, last[(unsigned char)s[i]] + 1);
        last[(unsigned char)s[i]] = i;
        best = max(best, i - left + 1);
    }
    printf("%d\n", best);
    return 0;
}
