class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        n = len(word2)
        prev = list(range(n + 1))
        for i, a in enumerate(word1, 1):
            cur = [i] + [0] * n
            for j, b in enumerate(word2, 1):
                if a == b:
                    cur[j] = prev[j - 1]
                else:
                    cur[j] = min(prev[j], cur[j - 1], prev[j - 1]) + 1
            prev = cur
        return prev[n]
