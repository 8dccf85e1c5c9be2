// Cases: [l1, l2], digits from the ones place; no leading zeros.
module.exports = (kit) => {
  const num = (n) => {
    const d = kit.ints(n, 0, 9);
    if (n > 1 && d[n - 1] === 0) d[n - 1] = kit.int(1, 9);
    return d;
  };
  return [
    [[5, 6, 2], [7, 3]],
    [[9, 9], [1]],
    [[0], [0]],
    [[0], [4, 5]],
    [[9, 9, 9, 9, 9, 9, 9], [9, 9, 9, 9]],
    [[1], [9, 9, 9]],
    [[3, 4, 2], [4, 6, 5]],
    [num(50), num(30)],
    [num(100), num(100)],
    [Array(100).fill(9), Array(100).fill(9)],
    [Array(100).fill(9), [1]],
    [num(100), num(1)],
  ];
};
