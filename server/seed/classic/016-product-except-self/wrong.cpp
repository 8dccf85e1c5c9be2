// multiplies everything else for each position: O(n^2), too slow at n = 10^5
class Solution {
public:
    vector<int> productExceptSelf(vector<int>& nums) {
        int n = nums.size();
        vector<int> ans(n, 1);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (j != i) ans[i] *= nums[j];
        return ans;
    }
};
