// 把"遇到 0 就失败"当成规则：没考虑可以越过 0，且最后一格是 0 也判失败
var canJump = function(nums) {
    for (let i = 0; i < nums.length; i++) {
        if (nums[i] === 0 && nums.length > 1) return false;
    }
    return true;
};
