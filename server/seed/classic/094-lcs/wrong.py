# 贪心：对 text1 的每个字符在 text2 里找最早能匹配的位置，早匹配可能挡住更优的选择
class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        j = cnt = 0
        for c in text1:
            k = text2.find(c, j)
            if k != -1:
                cnt += 1
                j = k + 1
        return cnt
