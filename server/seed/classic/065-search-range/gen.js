module.exports = (kit) => {
  const r = kit.rand;
  const cases = [
    [[3, 5, 5, 5, 8, 10], 5],
    [[3, 5, 5, 5, 8, 10], 6],
    [[], 0],
    [[4], 4],
    [[4], 3],
    [[2, 2, 2, 2], 2],
    [[1, 2, 3, 3], 3],
    [[1, 1, 2, 3], 1],
    [[-1000000000, 1000000000], 1000000000],
  ];
  // many repeats of a few values
  const rep = Array.from({ length: 100000 }, () => Math.floor(r() * 50) * 3).sort((a, b) => a - b);
  cases.push([rep, 21]);
  cases.push([rep, 22]);
  const wide = Array.from({ length: 100000 }, () => Math.floor(r() * 2e9) - 1e9).sort((a, b) => a - b);
  cases.push([wide, wide[77777]]);
  cases.push([wide, -1000000000 - 0]);
  cases.push([Array(100000).fill(7), 7]);
  return cases;
};
