module.exports = (kit) => {
  const r = kit.rand;
  const N = 100000;
  const rand = (n, lo, hi) => Array.from({ length: n }, () => lo + Math.floor(r() * (hi - lo + 1)));
  return [
    [[7, 2, 9, 4, 9, 1], 2],
    [[7, 2, 9, 4, 9, 1], 4],
    [[5], 1],
    [[-3, -1], 2],
    [[2, 2, 2, 2], 3],
    [[3, 2, 1, 5, 6, 4], 1],
    [[3, 2, 1, 5, 6, 4], 6],
    [rand(1000, -100, 100), 500],
    [rand(N, -10000, 10000), 1],
    [rand(N, -10000, 10000), N],
    [rand(N, -10000, 10000), 31415],
    [Array(N).fill(1), 50000],
    [Array.from({ length: N }, (_, i) => (i % 20001) - 10000), 77777],
    [Array.from({ length: N }, (_, i) => 10000 - (i % 20001)), 2],
  ];
};
