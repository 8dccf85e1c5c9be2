// Cases: [nums]; prefix and suffix products stay within 32 bits (at most 30 factors of 2 or 3 in all).
module.exports = (kit) => {
  const big = (n, factors, zeros) => {
    const a = Array.from({ length: n }, () => kit.pick([1, -1]));
    for (let k = 0; k < factors; k++) a[kit.int(0, n - 1)] = kit.pick([2, -2]);
    for (let k = 0; k < zeros; k++) a[kit.int(0, n - 1)] = 0;
    return a;
  };
  return [
    [[2, 3, 4, 5]],
    [[-1, 1, 0, -3, 3]],
    [[7, -9]],
    [[0, 0]],
    [[0, 5, 6]],
    [[30, -30, 30, -30, 30, -30]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [big(1000, 20, 0)],
    [big(100000, 29, 0)],
    [big(100000, 25, 1)],
    [big(100000, 10, 2)],
    [Array(100000).fill(-1)],
  ];
};
