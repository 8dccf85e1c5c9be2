module.exports = (kit) => {
  const r = kit.rand;
  const N = 10000;
  const rand = (n, hi) => Array.from({ length: n }, () => Math.floor(r() * (hi + 1)));
  return [
    [[3, 8, 4, 1, 6]],
    [[5, 1, 1, 5]],
    [[7]],
    [[0]],
    [[2, 9]],
    [[9, 2]],
    [[2, 1, 1, 2]],
    [[1, 2, 3, 1]],
    [[2, 7, 9, 3, 1]],
    [rand(100, 400)],
    [rand(N, 400)],
    [Array(N).fill(400)],
    [Array.from({ length: N }, (_, i) => (i % 3 === 0 ? 400 : 1))],
    [Array(N).fill(0)],
  ];
};
