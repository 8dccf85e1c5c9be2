// Cases: [nodes as [val, random index or null]].
module.exports = (kit) => {
  const list = (n, pNull) =>
    Array.from({ length: n }, () => [kit.int(-10000, 10000), kit.rand() < pNull ? null : kit.int(0, n - 1)]);
  return [
    [[[3, null], [8, 0], [5, 3], [1, 1]]],
    [[]],
    [[[7, null]]],
    [[[7, 0]]],
    [[[1, 1], [2, 1]]],
    [[[4, null], [4, null], [4, null]]],
    [list(20, 0.2)],
    [list(1000, 0.1)],
    [list(1000, 1)],
    [list(1000, 0)],
    [Array.from({ length: 1000 }, (_, i) => [i % 100, 999 - i])],
  ];
};
