// 和 2 交换后 i 也往前走了：换过来的元素没有再检查
class Solution {
public:
    void sortColors(vector<int>& nums) {
        int lo = 0, i = 0, hi = nums.size() - 1;
        while (i <= hi) {
            if (nums[i] == 0) swap(nums[i++], nums[lo++]);
            else if (nums[i] == 2) swap(nums[i++], nums[hi--]);
            else i++;
        }
    }
};
