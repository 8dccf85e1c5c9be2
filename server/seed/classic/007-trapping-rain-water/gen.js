// Cases: [height].
module.exports = (kit) => [
  [[3, 0, 2, 0, 4]],
  [[5, 2, 1, 2, 1, 5]],
  [[7]],
  [[2, 0]],
  [[1, 2, 3, 4, 5]],
  [[5, 4, 3, 2, 1]],
  [[4, 1, 3, 1, 5, 0, 2, 0, 6]],
  [kit.ints(100, 0, 10)],
  [kit.ints(20000, 0, 100000)],
  // two walls of 10^5 around a flat floor: the largest total
  [Array.from({ length: 20000 }, (_, i) => (i === 0 || i === 19999 ? 100000 : 0))],
  // a valley: higher towards both ends
  [Array.from({ length: 20000 }, (_, i) => Math.abs(10000 - i) * 10)],
  [Array.from({ length: 20000 }, (_, i) => (i % 2 ? 0 : 100000 - i))],
];
