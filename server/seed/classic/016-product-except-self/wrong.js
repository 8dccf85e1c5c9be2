// divides the total product by nums[i]: breaks on zeros
var productExceptSelf = function(nums) {
    const total = nums.reduce((a, b) => a * b, 1);
    return nums.map((x) => total / x);
};
