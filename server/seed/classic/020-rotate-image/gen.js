// Cases: [matrix] (n x n).
module.exports = (kit) => {
  const sq = (n) => Array.from({ length: n }, () => kit.ints(n, -1000, 1000));
  return [
    [[[1, 2], [3, 4]]],
    [[[7, 0, 5], [2, 9, 4], [6, 1, 8]]],
    [[[-1000]]],
    [[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]],
    [sq(5)],
    [sq(6)],
    [sq(19)],
    [sq(20)],
    [Array.from({ length: 20 }, (_, i) => Array.from({ length: 20 }, (_, j) => i * 20 + j))],
    [Array.from({ length: 20 }, () => Array(20).fill(1000))],
    [sq(7)],
  ];
};
