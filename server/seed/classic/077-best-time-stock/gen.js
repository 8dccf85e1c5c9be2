module.exports = (kit) => {
  const r = kit.rand;
  const N = 100000;
  const rand = (n) => Array.from({ length: n }, () => Math.floor(r() * 10001));
  return [
    [[9, 3, 6, 2, 8, 5]],
    [[8, 6, 5, 1]],
    [[5]],
    [[1, 2]],
    [[2, 1]],
    [[3, 3, 3]],
    [[2, 9, 1, 7]],
    [[7, 1, 5, 3, 6, 4]],
    [rand(1000)],
    [rand(N)],
    [Array.from({ length: N }, (_, i) => 10000 - Math.floor(i / 10))],
    [Array.from({ length: N }, (_, i) => Math.floor(i / 10))],
    [Array.from({ length: N }, (_, i) => (i === 0 ? 10000 : i === N - 1 ? 0 : 5000 + (i % 7)))],
    [[10000].concat(Array(N - 2).fill(0), [10000])],
  ];
};
