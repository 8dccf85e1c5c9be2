// Cases: [head as an array of values].
module.exports = (kit) => [
  [[3, 8, 1, 6]],
  [[]],
  [[42]],
  [[1, 2]],
  [[7, 7, 7]],
  [[-5000, 5000, 0]],
  [kit.ints(100, -10, 10)],
  [kit.ints(5000, -5000, 5000)],
  [Array.from({ length: 5000 }, (_, i) => i - 2500)],
  [Array(5000).fill(-5000)],
  [kit.ints(4999, -5000, 5000)],
];
