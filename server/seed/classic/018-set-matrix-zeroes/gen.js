// Cases: [matrix].
module.exports = (kit) => {
  const grid = (m, n, zeros) => {
    const a = Array.from({ length: m }, () => kit.ints(n, -2147483648, 2147483647).map((x) => x || 1));
    for (let k = 0; k < zeros; k++) a[kit.int(0, m - 1)][kit.int(0, n - 1)] = 0;
    return a;
  };
  return [
    [[[3, 1, 2], [4, 0, 6], [7, 8, 9]]],
    [[[0, 5, 1, 0], [2, 3, 4, 6], [9, 8, 7, 1]]],
    [[[0]]],
    [[[7]]],
    [[[1, 0, 3]]],
    [[[1], [0], [3]]],
    [[[1, 2], [3, 0]]],
    [grid(10, 12, 5)],
    [grid(200, 200, 0)],
    [grid(200, 200, 30)],
    [grid(200, 200, 1)],
    [grid(1, 200, 2)],
    [Array.from({ length: 200 }, (_, i) => Array.from({ length: 200 }, (_, j) => (i === j ? 0 : i + j + 1)))],
  ];
};
