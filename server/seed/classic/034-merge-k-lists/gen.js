// Cases: [lists], each sorted; at most 10^5 nodes in all.
module.exports = (kit) => {
  const sorted = (n) => kit.ints(n, -10000, 10000).sort((a, b) => a - b);
  return [
    [[[2, 6, 9], [1, 6], [3, 4, 10]]],
    [[[], []]],
    [[]],
    [[[]]],
    [[[5]]],
    [[[1, 1], [1], [1, 1, 1]]],
    [Array.from({ length: 10 }, () => sorted(kit.int(0, 10)))],
    [Array.from({ length: 10000 }, () => sorted(10))],
    [Array.from({ length: 200 }, () => sorted(500))],
    [Array.from({ length: 2 }, () => sorted(500))],
    [Array.from({ length: 10000 }, (_, i) => (i % 2 ? [] : sorted(20)))],
    [Array.from({ length: 200 }, (_, i) => Array.from({ length: 500 }, (_, j) => -10000 + i * 100 + Math.floor(j / 5)))],
  ];
};
