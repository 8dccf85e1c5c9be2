// Cases: [nums, target] with exactly one pair summing to target.
module.exports = (kit) => {
  const unique = (nums, target) => {
    const count = new Map();
    let pairs = 0;
    for (const x of nums) {
      pairs += count.get(target - x) || 0;
      count.set(x, (count.get(x) || 0) + 1);
    }
    return pairs === 1;
  };
  // n values in [lo, hi], the pair at positions i < j
  const make = (n, lo, hi, i, j) => {
    for (;;) {
      const nums = kit.ints(n, lo, hi);
      const target = nums[i] + nums[j];
      if (target >= -1e9 && target <= 1e9 && unique(nums, target)) return [nums, target];
    }
  };
  return [
    [[5, 12, 3, 8], 11],
    [[-3, 7, 7, 2], 14],
    [[0, 4], 4],
    // a half of target present once: the element must not pair with itself
    [[5, 2, 8, 4], 10],
    [[0, 5, 0], 0],
    [[-1000000000, 1000000000], 0],
    [[1000000000, -7, 3, -1000000000], -4],
    make(10, -20, 20, 3, 7),
    make(1000, -1e9, 1e9, 0, 999),
    make(10000, -1e9, 1e9, 9998, 9999),
    make(10000, -1e9, 1e9, 0, 1),
    make(10000, -5e8, 5e8, 4321, 8765),
  ];
};
