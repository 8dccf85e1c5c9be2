// Cases: [nums].
module.exports = (kit) => [
  [[2, -3, 0, 1, -1, -2, 3]],
  [[4, 4, -8, 4]],
  [[0, 0, 0]],
  [[0, 0, 0, 0, 0]],
  [[1, 2, 3]],
  [[-1, 0, 1, 2, -1, -4]],
  [[100000, -100000, 0, 50000, -50000]],
  [kit.ints(100, -10, 10)],
  [kit.ints(3000, -100000, 100000)],
  [kit.ints(3000, -100, 100)],
  [Array(3000).fill(0)],
  [kit.ints(3000, -20000, 20000)],
  // n^2 work for any correct solution: every value distinct, few answers
  [kit.distinct(3000, -100000, 100000)],
];
