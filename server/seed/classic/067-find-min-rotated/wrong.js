// 和左端点比较：数组没有被真正旋转（整体有序）时会一路走到最右边
var findMin = function(nums) {
    let lo = 0, hi = nums.length - 1;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (nums[mid] >= nums[lo]) lo = mid + 1;
        else hi = mid;
    }
    return nums[lo];
};
