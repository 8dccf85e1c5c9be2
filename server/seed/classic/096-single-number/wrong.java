// 排序后两两比较，漏了"单独的数排在最后"的情况
class Solution {
    public int singleNumber(int[] nums) {
        Arrays.sort(nums);
        for (int i = 0; i + 1 < nums.length; i += 2)
            if (nums[i] != nums[i + 1]) return nums[i];
        return nums[0];
    }
}
