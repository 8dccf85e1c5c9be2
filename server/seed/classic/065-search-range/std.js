/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
var searchRange = function(nums, target) {
    const lowerBound = (x) => {
        let lo = 0, hi = nums.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (nums[mid] < x) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    };
    const l = lowerBound(target);
    if (l === nums.length || nums[l] !== target) return [-1, -1];
    return [l, lowerBound(target + 1) - 1];
};
