// 排序比较函数写反了：取到的是出现次数最少的 k 个
var topKFrequent = function(nums, k) {
    const cnt = new Map();
    for (const x of nums) cnt.set(x, (cnt.get(x) || 0) + 1);
    return [...cnt.entries()].sort((a, b) => a[1] - b[1]).slice(0, k).map((e) => e[0]);
};
