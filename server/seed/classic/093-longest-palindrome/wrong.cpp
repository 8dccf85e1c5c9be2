// 只从每个字符向两边扩展（奇数长度），漏了 "abba" 这种偶数长度的回文
class Solution {
public:
    string longestPalindrome(string s) {
        int n = s.size(), start = 0, best = 1;
        for (int i = 0; i < n; i++) {
            int l = i, r = i;
            while (l >= 0 && r < n && s[l] == s[r]) l--, r++;
            if (r - l - 1 > best) best = r - l - 1, start = l + 1;
        }
        return s.substr(start, best);
    }
};
