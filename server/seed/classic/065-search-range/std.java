class Solution {
    public int[] searchRange(int[] nums, int target) {
        int l = lowerBound(nums, target);
        if (l == nums.length || nums[l] != target) return new int[] {-1, -1};
        int r = lowerBound(nums, target + 1L) - 1;
        return new int[] {l, r};
    }

    private int lowerBound(int[] nums, long x) {
        int lo = 0, hi = nums.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (nums[mid] < x) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
