// Cases: [list1, list2], both sorted.
module.exports = (kit) => {
  const sorted = (n, lo, hi) => kit.ints(n, lo, hi).sort((a, b) => a - b);
  return [
    [[2, 5, 9], [1, 5, 6, 10]],
    [[], [3]],
    [[], []],
    [[4], []],
    [[1, 1, 1], [1, 1]],
    [[1, 2, 3], [4, 5, 6]],
    [[7, 8, 9], [-3, -2]],
    [sorted(100, -50, 50), sorted(80, -50, 50)],
    [sorted(5000, -10000, 10000), sorted(5000, -10000, 10000)],
    [sorted(5000, -10000, 0), sorted(5000, 0, 10000)],
    [sorted(5000, -10000, 10000), []],
    [Array(5000).fill(10000), Array(5000).fill(-10000)],
  ];
};
