// Cases: [nums]
module.exports = (kit) => [
  [[2, 0, 1, 2, 1, 0]],
  [[1, 0]],
  [[0]],
  [[2]],
  [[2, 1, 0]],
  [[0, 1, 2]],
  [[2, 2, 0, 0]],
  [[1, 1, 1]],
  [kit.ints(20, 0, 2)],
  [kit.ints(300, 0, 2)],
  [kit.ints(300, 1, 2)],
  [Array(150).fill(2).concat(Array(150).fill(0))],
  [Array.from({ length: 300 }, (_, i) => 2 - (i % 3))],
];
