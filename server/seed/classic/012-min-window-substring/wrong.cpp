// treats t as a set of letters: a repeated letter in t is only required once
class Solution {
public:
    string minWindow(string s, string t) {
        vector<int> need(128, 0);
        int kinds = 0;
        for (char c : t) if (need[c]++ == 0) kinds++;
        vector<int> have(128, 0);
        int got = 0, left = 0, start = 0, best = INT_MAX;
        for (int right = 0; right < (int)s.size(); right++) {
            if (need[s[right]] && have[s[right]]++ == 0) got++;
            while (got == kinds) {
                if (right - left + 1 < best) best = right - left + 1, start = left;
                if (need[s[left]] && --have[s[left]] == 0) got--;
                left++;
            }
        }
        return best == INT_MAX ? "" : s.substr(start, best);
    }
};
