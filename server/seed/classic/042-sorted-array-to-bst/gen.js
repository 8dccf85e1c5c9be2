// Cases: [nums] strictly increasing.
module.exports = (kit) => {
  const inc = (n) => kit.distinct(n, -10000, 10000).sort((a, b) => a - b);
  return [
    [[-5, -2, 0, 4, 9]],
    [[1, 3]],
    [[7]],
    [[1, 2, 3]],
    [[1, 2, 3, 4]],
    [[-10000, 10000]],
    [inc(15)],
    [inc(16)],
    [inc(1000)],
    [inc(10000)],
    [inc(8191)],
    [Array.from({ length: 10000 }, (_, i) => i - 5000)],
  ];
};
