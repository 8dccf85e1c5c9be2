class Solution {
    public double findMedianSortedArrays(int[] nums1, int[] nums2) {
        if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
        int m = nums1.length, n = nums2.length;
        int half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2, j = half - i;
            int l1 = i == 0 ? Integer.MIN_VALUE : nums1[i - 1];
            int r1 = i == m ? Integer.MAX_VALUE : nums1[i];
            int l2 = j == 0 ? Integer.MIN_VALUE : nums2[j - 1];
            int r2 = j == n ? Integer.MAX_VALUE : nums2[j];
            if (l1 > r2) hi = i - 1;
            else if (l2 > r1) lo = i + 1;
            else {
                int left = Math.max(l1, l2);
                if ((m + n) % 2 == 1) return left;
                return (left + (double) Math.min(r1, r2)) / 2.0;
            }
        }
        return 0;
    }
}
