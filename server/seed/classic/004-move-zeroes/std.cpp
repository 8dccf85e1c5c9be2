class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        int slow = 0;
        for (int fast = 0; fast < (int)nums.size(); fast++)
            if (nums[fast] != 0) swap(nums[slow++], nums[fast]);
    }
};
