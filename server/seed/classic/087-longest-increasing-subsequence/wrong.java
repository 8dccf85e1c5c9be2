// 返回 dp[n-1]（以最后一个元素结尾的最长长度），而不是所有 dp[i] 的最大值
class Solution {
    public int lengthOfLIS(int[] nums) {
        int n = nums.length;
        int[] dp = new int[n];
        for (int i = 0; i < n; i++) {
            dp[i] = 1;
            for (int j = 0; j < i; j++)
                if (nums[j] < nums[i]) dp[i] = Math.max(dp[i], dp[j] + 1);
        }
        return dp[n - 1];
    }
}
