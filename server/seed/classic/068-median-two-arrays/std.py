class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        if len(nums1) > len(nums2):
            nums1, nums2 = nums2, nums1
        m, n = len(nums1), len(nums2)
        half = (m + n + 1) // 2
        lo, hi = 0, m
        while lo <= hi:
            i = (lo + hi) // 2
            j = half - i
            l1 = nums1[i - 1] if i > 0 else -inf
            r1 = nums1[i] if i < m else inf
            l2 = nums2[j - 1] if j > 0 else -inf
            r2 = nums2[j] if j < n else inf
            if l1 > r2:
                hi = i - 1
            elif l2 > r1:
                lo = i + 1
            else:
                left = max(l1, l2)
                if (m + n) % 2:
                    return float(left)
                return (left + min(r1, r2)) / 2
        return 0.0
