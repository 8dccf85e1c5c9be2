/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var maxSlidingWindow = function(nums, k) {
    const dq = new Array(nums.length);
    let head = 0, tail = 0;
    const ans = [];
    for (let i = 0; i < nums.length; i++) {
        while (tail > head && nums[dq[tail - 1]] <= nums[i]) tail--;
        dq[tail++] = i;
        if (dq[head] <= i - k) head++;
        if (i >= k - 1) ans.push(nums[dq[head]]);
    }
    return ans;
};
