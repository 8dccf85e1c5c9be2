# 贪心：先用面值大的。[1,3,4] 凑 6 会得到 4+1+1 = 3 枚，正确答案 3+3 = 2 枚
class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        cnt = 0
        for c in sorted(coins, reverse=True):
            cnt += amount // c
            amount %= c
        return cnt if amount == 0 else -1
