// 用"总和减去 1..n 的和"：只有重复恰好两次、且 1..n 全都出现时才对
var findDuplicate = function(nums) {
    const n = nums.length - 1;
    const sum = nums.reduce((a, b) => a + b, 0);
    return sum - (n * (n + 1)) / 2;
};
