class Solution {
    public int findDuplicate(int[] nums) {
        // 二分答案：小于等于 mid 的数超过 mid 个，重复数就在 [1, mid]
        int lo = 1, hi = nums.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2, cnt = 0;
            for (int x : nums) if (x <= mid) cnt++;
            if (cnt > mid) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
}
