class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<vector<int>> res;
        backtrack(nums, 0, res);
        return res;
    }

    void backtrack(vector<int>& nums, int k, vector<vector<int>>& res) {
        if (k == (int)nums.size()) {
            res.push_back(nums);
            return;
        }
        for (int i = k; i < (int)nums.size(); i++) {
            swap(nums[k], nums[i]);
            backtrack(nums, k + 1, res);
            swap(nums[k], nums[i]);
        }
    }
};
