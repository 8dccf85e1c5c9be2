// Cases: [head].
module.exports = (kit) => [
  [[10, 20, 30, 40, 50]],
  [[]],
  [[7]],
  [[1, 2]],
  [[1, 2, 3]],
  [[4, 4, 4, 4]],
  [kit.ints(99, 0, 100)],
  [kit.ints(10000, 0, 100)],
  [kit.ints(9999, 0, 100)],
  [Array.from({ length: 10000 }, (_, i) => i % 101)],
  [kit.ints(2, 0, 100)],
];
