// Cases: [grid] (char[][] as one-character strings)
module.exports = (kit) => {
  const grid = (m, n, p) => Array.from({ length: m }, () => Array.from({ length: n }, () => (kit.rand() < p ? '1' : '0')));
  const chess = Array.from({ length: 300 }, (_, i) => Array.from({ length: 300 }, (_, j) => ((i + j) % 2 ? '0' : '1')));
  // one long winding island: a serpentine path (deep recursion for DFS)
  const snake = Array.from({ length: 300 }, (_, i) => Array.from({ length: 300 }, (_, j) => (i % 2 === 0 || j === (i % 4 === 1 ? 299 : 0) ? '1' : '0')));
  return [
    [[['1', '1', '0', '0'], ['0', '1', '0', '1'], ['1', '0', '0', '1']]],
    [[['0', '0'], ['0', '0']]],
    [[['1']]],
    [[['0']]],
    [[['1', '0', '1', '0', '1']]],
    [[['1'], ['1'], ['0'], ['1']]],
    [[['1', '1', '1'], ['0', '1', '0'], ['1', '1', '1']]],
    [grid(20, 20, 0.45)],
    [grid(300, 300, 0.5)],
    [grid(300, 300, 0.3)],
    [chess],
    [snake],
    [Array.from({ length: 300 }, () => Array(300).fill('1'))],
    [grid(1, 300, 0.6)],
  ];
};
