// Cases: [values, pos]; pos = -1 means no cycle.
module.exports = (kit) => {
  const vals = (n) => kit.ints(n, -100000, 100000);
  return [
    [[8, 3, 5, 1, 6], 2],
    [[8, 3], -1],
    [[], -1],
    [[1], 0],
    [[1, 2], 0],
    [[1, 2], 1],
    [[3, 3, 3], 1],
    [vals(100), 37],
    [vals(10000), -1],
    [vals(10000), 0],
    [vals(10000), 9999],
    [Array(10000).fill(-1), 6789],
  ];
};
