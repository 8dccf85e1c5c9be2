/**
 * @param {number[]} nums
 * @return {TreeNode}
 */
var sortedArrayToBST = function(nums) {
    const build = (lo, hi) => {
        if (lo > hi) return null;
        const mid = (lo + hi) >> 1;
        return new TreeNode(nums[mid], build(lo, mid - 1), build(mid + 1, hi));
    };
    return build(0, nums.length - 1);
};
