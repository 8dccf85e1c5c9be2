// Cases: [matrix, target]; rows and columns non-decreasing.
module.exports = (kit) => {
  // a[i][j] = max(up, left) + a small step: sorted both ways
  const sorted = (m, n, step, base) => {
    const a = Array.from({ length: m }, () => Array(n).fill(0));
    for (let i = 0; i < m; i++)
      for (let j = 0; j < n; j++) {
        const prev = Math.max(i ? a[i - 1][j] : base, j ? a[i][j - 1] : base);
        a[i][j] = Math.min(1e9, prev + kit.int(0, step));
      }
    return a;
  };
  const big = sorted(300, 300, 20000, -1e9);
  const dense = sorted(300, 300, 3, 0);
  return [
    [[[2, 5, 9], [4, 7, 11], [8, 10, 15]], 10],
    [[[2, 5, 9], [4, 7, 11], [8, 10, 15]], 6],
    [[[-7]], -7],
    [[[-7]], 7],
    [[[1, 2, 3, 4, 5]], 5],
    [[[1], [3], [5]], 4],
    [sorted(20, 30, 5, 0), 40],
    [big, big[299][0]],
    [big, big[150][150] + 1],
    [big, 1000000000],
    [dense, dense[0][299]],
    [dense, -1],
    [sorted(300, 1, 7, -500), 3],
  ];
};
