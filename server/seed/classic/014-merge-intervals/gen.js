// Cases: [intervals].
module.exports = (kit) => {
  const rand = (n, maxLen) =>
    Array.from({ length: n }, () => {
      const a = kit.int(0, 10000);
      return [a, Math.min(10000, a + kit.int(0, maxLen))];
    });
  return [
    [[[6, 8], [1, 4], [2, 3], [9, 12], [8, 8]]],
    [[[1, 5], [5, 7]]],
    [[[3, 3]]],
    [[[0, 0], [10000, 10000]]],
    [[[1, 10], [2, 3], [4, 5], [6, 7]]],
    [[[5, 6], [1, 2], [3, 4]]],
    [[[1, 4], [0, 0], [2, 2], [4, 4]]],
    [rand(100, 50)],
    [rand(10000, 0)],
    [rand(10000, 3)],
    [Array.from({ length: 10000 }, (_, i) => [i, i])],
    [kit.shuffle(Array.from({ length: 10000 }, (_, i) => [0, 10000 - i]))],
  ];
};
