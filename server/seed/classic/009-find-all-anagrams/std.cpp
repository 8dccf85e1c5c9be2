class Solution {
public:
    vector<int> findAnagrams(string s, string p) {
        vector<int> ans;
        int n = s.size(), m = p.size();
        if (m > n) return ans;
        vector<int> need(26, 0), have(26, 0);
        for (char c : p) need[c - 'a']++;
        for (int i = 0; i < n; i++) {
            have[s[i] - 'a']++;
            if (i >= m) have[s[i - m] - 'a']--;
            if (i >= m - 1 && have == need) ans.push_back(i - m + 1);
        }
        return ans;
    }
};
