class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        dp = [0] + [inf] * amount
        for c in coins:
            for i in range(c, amount + 1):
                if dp[i - c] + 1 < dp[i]:
                    dp[i] = dp[i - c] + 1
        return -1 if dp[amount] == inf else dp[amount]
