class Solution {
public:
    void sortColors(vector<int>& nums) {
        // [0, lo) 全是 0，(hi, n-1] 全是 2，[lo, i) 全是 1
        int lo = 0, i = 0, hi = nums.size() - 1;
        while (i <= hi) {
            if (nums[i] == 0) swap(nums[i++], nums[lo++]);
            else if (nums[i] == 2) swap(nums[i], nums[hi--]);
            else i++;
        }
    }
};
