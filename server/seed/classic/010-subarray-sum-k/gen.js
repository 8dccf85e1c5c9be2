// Cases: [nums, k].
module.exports = (kit) => [
  [[1, 2, 1, 2, 1], 3],
  [[1, -1, 0], 0],
  [[5], 5],
  [[5], -5],
  [[0, 0, 0, 0], 0],
  [[-1, -1, 1], -1],
  [[3, 4, 7, 2, -3, 1, 4, 2], 7],
  [kit.ints(500, -3, 3), 2],
  // all zeros: every one of n(n+1)/2 subarrays counts
  [Array(20000).fill(0), 0],
  [kit.ints(20000, -1000, 1000), kit.int(-2000, 2000)],
  [kit.ints(20000, 0, 1000), 10000000],
  [Array(20000).fill(1000), 10000000],
  [kit.ints(20000, -1, 1), 1],
];
