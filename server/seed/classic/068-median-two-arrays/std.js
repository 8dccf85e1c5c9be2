/**
 * @param {number[]} nums1
 * @param {number[]} nums2
 * @return {number}
 */
var findMedianSortedArrays = function(nums1, nums2) {
    if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
    const m = nums1.length, n = nums2.length;
    const half = (m + n + 1) >> 1;
    let lo = 0, hi = m;
    while (lo <= hi) {
        const i = (lo + hi) >> 1, j = half - i;
        const l1 = i === 0 ? -Infinity : nums1[i - 1];
        const r1 = i === m ? Infinity : nums1[i];
        const l2 = j === 0 ? -Infinity : nums2[j - 1];
        const r2 = j === n ? Infinity : nums2[j];
        if (l1 > r2) hi = i - 1;
        else if (l2 > r1) lo = i + 1;
        else {
            const left = Math.max(l1, l2);
            if ((m + n) % 2 === 1) return left;
            return (left + Math.min(r1, r2)) / 2;
        }
    }
    return 0;
};
