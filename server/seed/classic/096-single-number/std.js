/**
 * @param {number[]} nums
 * @return {number}
 */
var singleNumber = function(nums) {
    let x = 0;
    for (const v of nums) x ^= v;
    return x;
};
