class Solution {
public:
    string longestPalindrome(string s) {
        int n = s.size(), start = 0, best = 1;
        // 中心扩展：以 i（奇数长）或 i、i+1 之间（偶数长）为中心
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < 2; k++) {
                int l = i, r = i + k;
                while (l >= 0 && r < n && s[l] == s[r]) l--, r++;
                if (r - l - 1 > best) {
                    best = r - l - 1;
                    start = l + 1;
                }
            }
        }
        return s.substr(start, best);
    }
};
