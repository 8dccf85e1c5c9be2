// Cases: [nums, k].
module.exports = (kit) => [
  [[4, 2, 12, 3, 8, 7, 1], 3],
  [[-5], 1],
  [[1, 3, 2], 3],
  [[2, 2, 2, 2], 2],
  [[9, 8, 7, 6, 5, 4], 2],
  [[1, 2, 3, 4, 5, 6], 4],
  [kit.ints(1000, -10, 10), 7],
  [kit.ints(100000, -10000, 10000), 1],
  [kit.ints(100000, -10000, 10000), 100000],
  // decreasing then increasing: the deque keeps many indices
  [Array.from({ length: 100000 }, (_, i) => (i < 50000 ? 10000 - (i % 20001) : -10000 + (i % 20001))), 50000],
  [Array.from({ length: 100000 }, (_, i) => 10000 - Math.floor(i / 5)), 30000],
  [kit.ints(100000, -10000, 10000), 777],
];
