// Cases: [nums, k]: distinct values get distinct counts, so the top k is unique
module.exports = (kit) => {
  const make = (distinct, maxCount, total) => {
    const vals = kit.distinct(distinct, -10000, 10000);
    const counts = kit.distinct(distinct, 1, maxCount);
    const nums = [];
    vals.forEach((v, i) => {
      for (let c = 0; c < counts[i] && nums.length < total; c++) nums.push(v);
    });
    return kit.shuffle(nums);
  };
  return [
    [[5, 3, 5, 8, 3, 5], 2],
    [[-1], 1],
    [[4, 4, 4], 1],
    [[1, 2, 2, 3, 3, 3], 3],
    [[7, 7, 9], 2],
    [make(10, 20, 1000), 4],
    [make(400, 500, 100000), 1],
    [make(400, 500, 100000), 100],
    [make(440, 450, 100000), 440],
    [make(2, 60000, 100000), 2],
    [Array(50000).fill(10000).concat(Array(49999).fill(-10000), [0]), 2],
  ];
};
