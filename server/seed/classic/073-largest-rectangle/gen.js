module.exports = (kit) => {
  const r = kit.rand;
  const N = 100000;
  const rand = (n, hi) => Array.from({ length: n }, () => Math.floor(r() * (hi + 1)));
  return [
    [[3, 1, 4, 4, 2, 5]],
    [[6]],
    [[0]],
    [[0, 0, 0]],
    [[2, 1, 2]],
    [[5, 4, 3, 2, 1]],
    [[1, 2, 3, 4, 5]],
    [[2, 1, 5, 6, 2, 3]],
    [[4, 2, 0, 3, 2, 5]],
    [rand(1000, 100)],
    [rand(N, 10000)],
    [Array(N).fill(10000)],
    [Array.from({ length: N }, (_, i) => Math.floor(i / 10))],
    [Array.from({ length: N }, (_, i) => 10000 - Math.floor(i / 10))],
    [Array.from({ length: N }, (_, i) => (i % 2 ? 0 : 10000))],
  ];
};
