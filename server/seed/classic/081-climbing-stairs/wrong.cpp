// 初值写成 dp[1]=1, dp[2]=1：把"一步两级"漏掉了
class Solution {
public:
    int climbStairs(int n) {
        vector<int> dp(n + 2, 1);
        for (int i = 3; i <= n; i++) dp[i] = dp[i - 1] + dp[i - 2];
        return dp[n];
    }
};
