// 用 INT_MAX 当"凑不出"，再 +1 溢出成负数，成了最小值
class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        vector<int> dp(amount + 1, INT_MAX);
        dp[0] = 0;
        for (int i = 1; i <= amount; i++)
            for (int c : coins)
                if (c <= i) dp[i] = min(dp[i], dp[i - c] + 1);
        return dp[amount] == INT_MAX ? -1 : dp[amount];
    }
};
