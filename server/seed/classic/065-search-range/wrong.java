// 忘了空数组：nums 为空时 nums[lo] 越界（运行错误）
class Solution {
    public int[] searchRange(int[] nums, int target) {
        int lo = 0, hi = nums.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        if (nums[lo] != target) return new int[] {-1, -1};
        int r = lo;
        while (r + 1 < nums.length && nums[r + 1] == target) r++;
        return new int[] {lo, r};
    }
}
