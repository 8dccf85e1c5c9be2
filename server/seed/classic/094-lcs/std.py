class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        n = len(text2)
        prev = [0] * (n + 1)
        for a in text1:
            cur = [0] * (n + 1)
            for j, b in enumerate(text2, 1):
                cur[j] = prev[j - 1] + 1 if a == b else max(prev[j], cur[j - 1])
            prev = cur
        return prev[n]
