// 照搬最大子数组和的思路只维护最大乘积：负负得正的情况丢了
var maxProduct = function(nums) {
    let cur = nums[0], best = nums[0];
    for (let i = 1; i < nums.length; i++) {
        cur = Math.max(nums[i], cur * nums[i]);
        best = Math.max(best, cur);
    }
    return best;
};
