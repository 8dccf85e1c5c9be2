// compares which letters occur, not how often: "aab" and "abb" look like anagrams
class Solution {
public:
    vector<int> findAnagrams(string s, string p) {
        vector<int> ans;
        int m = p.size();
        if ((int)s.size() < m) return ans;
        bool want[26] = {};
        for (char c : p) want[c - 'a'] = true;
        for (int i = 0; i + m <= (int)s.size(); i++) {
            bool seen[26] = {};
            for (int j = i; j < i + m; j++) seen[s[j] - 'a'] = true;
            bool same = true;
            for (int c = 0; c < 26; c++) same = same && seen[c] == want[c];
            if (same) ans.push_back(i);
        }
        return ans;
    }
};
