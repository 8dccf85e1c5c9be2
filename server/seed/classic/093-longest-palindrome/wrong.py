# 把"反转后的最长公共子串"当成答案：s = "abacdfgdcaba" 会得到不是回文的 "abacd"
class Solution:
    def longestPalindrome(self, s: str) -> str:
        t = s[::-1]
        n = len(s)
        best, end = 0, 0
        prev = [0] * (n + 1)
        for i in range(1, n + 1):
            cur = [0] * (n + 1)
            for j in range(1, n + 1):
                if s[i - 1] == t[j - 1]:
                    cur[j] = prev[j - 1] + 1
                    if cur[j] > best:
                        best, end = cur[j], i
            prev = cur
        return s[end - best:end]
