class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        words = set(wordDict)
        n = len(s)
        dp = [True] + [False] * n
        for i in range(1, n + 1):
            for w in words:
                if len(w) <= i and dp[i - len(w)] and s.startswith(w, i - len(w)):
                    dp[i] = True
                    break
        return dp[n]
