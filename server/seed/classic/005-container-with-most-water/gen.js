// Cases: [height].
module.exports = (kit) => [
  [[2, 5, 1, 4, 3]],
  [[6, 6]],
  [[0, 0]],
  [[0, 10000]],
  [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
  [[1, 100, 1, 1, 100, 1]],
  [kit.ints(1000, 0, 100)],
  [kit.ints(100000, 0, 10000)],
  [Array(100000).fill(10000)],
  // tall walls at the ends, a peak in the middle
  [Array.from({ length: 100000 }, (_, i) => (i === 0 || i === 99999 ? 3 : Math.min(i, 99999 - i) % 10001))],
  [Array.from({ length: 100000 }, (_, i) => i % 10001)],
];
