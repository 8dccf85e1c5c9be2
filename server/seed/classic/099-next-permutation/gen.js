// Cases: [nums]
module.exports = (kit) => [
  [[1, 4, 3, 2]],
  [[5, 4, 1]],
  [[1, 1, 5]],
  [[7]],
  [[1, 2]],
  [[2, 1]],
  [[2, 2, 2]],
  [[1, 3, 2]],
  [[1, 5, 1]],
  [kit.ints(10, 0, 3)],
  [kit.ints(100, 0, 100)],
  [Array.from({ length: 100 }, (_, i) => 100 - i)],
  [Array.from({ length: 100 }, (_, i) => i)],
  [[0].concat(Array.from({ length: 99 }, (_, i) => 100 - i))],
  [kit.ints(100, 0, 1)],
];
