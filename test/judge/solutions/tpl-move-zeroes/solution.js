/**
 * @param {number[]} nums
 * @return {void} Do not return anything, modify nums in-place instead.
 */
var moveZeroes = function(nums) {
    console.log('debug', nums);
    let k = 0;
    for (const x of nums) if (x !== 0) nums[k++] = x;
    while (k < nums.length) nums[k++] = 0;
};
