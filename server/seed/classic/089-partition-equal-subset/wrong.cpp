// 内层循环正序：同一袋糖被重复使用（成了完全背包）
class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int sum = accumulate(nums.begin(), nums.end(), 0);
        if (sum % 2) return false;
        int target = sum / 2;
        vector<bool> dp(target + 1, false);
        dp[0] = true;
        for (int x : nums)
            for (int j = x; j <= target; j++)
                dp[j] = dp[j] || dp[j - x];
        return dp[target];
    }
};
