// Cases: [values, pos]; pos = -1 means no cycle.
module.exports = (kit) => {
  const vals = (n) => kit.ints(n, -100000, 100000);
  return [
    [[4, 9, 2, 7], 1],
    [[4, 9], -1],
    [[], -1],
    [[1], 0],
    [[1], -1],
    [[1, 2], 0],
    [[5, 5, 5, 5], -1],
    [vals(100), 50],
    [vals(10000), -1],
    [vals(10000), 0],
    [vals(10000), 9999],
    [Array(10000).fill(7), 5000],
  ];
};
