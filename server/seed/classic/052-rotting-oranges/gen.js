// Cases: [grid]
module.exports = (kit) => {
  const grid = (m, n, w0, w1, w2) =>
    Array.from({ length: m }, () => Array.from({ length: n }, () => {
      const r = kit.rand() * (w0 + w1 + w2);
      return r < w0 ? 0 : r < w0 + w1 ? 1 : 2;
    }));
  const snake = Array.from({ length: 10 }, (_, i) => Array.from({ length: 10 }, (_, j) => (i % 2 === 1 && j !== (i % 4 === 1 ? 9 : 0) ? 0 : 1)));
  snake[0][0] = 2;
  return [
    [[[2, 1, 0], [0, 1, 1], [1, 0, 1]]],
    [[[2, 1, 1], [0, 1, 0], [1, 1, 2]]],
    [[[0, 2]]],
    [[[0]]],
    [[[1]]],
    [[[2]]],
    [[[2, 1, 1], [1, 1, 0], [0, 1, 1]]],
    [grid(10, 10, 1, 8, 1)],
    [grid(10, 10, 2, 8, 0.3)],
    [grid(10, 10, 0, 10, 0.1)],
    [grid(1, 10, 0, 9, 1)],
    [snake],
    [Array.from({ length: 10 }, (_, i) => Array.from({ length: 10 }, (_, j) => (i === 9 && j === 9 ? 2 : 1)))],
    [Array.from({ length: 10 }, () => Array(10).fill(1))],
  ];
};
