/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var findKthLargest = function(nums, k) {
    // 计数排序：取值范围只有 [-10000, 10000]
    const cnt = new Array(20001).fill(0);
    for (const x of nums) cnt[x + 10000]++;
    for (let v = 20000; v >= 0; v--) {
        k -= cnt[v];
        if (k <= 0) return v - 10000;
    }
    return -1;
};
