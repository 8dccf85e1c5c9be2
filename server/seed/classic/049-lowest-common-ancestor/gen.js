// Cases: [root, p, q] with p and q given by value.
module.exports = (kit) => {
  const tree = (n, shape) => {
    const vals = kit.distinct(n, -1e9, 1e9);
    const [a, b] = kit.distinct(2, 0, n - 1);
    return [kit.tree(vals, shape), vals[a], vals[b]];
  };
  const chain = (() => {
    const vals = kit.distinct(3000, -1e9, 1e9);
    return [kit.tree(vals, 'left'), vals[2999], vals[0]];
  })();
  const ex = [6, 2, 8, 0, 4, 7, 9, null, null, 3, 5];
  return [
    [ex, 3, 9],
    [ex, 2, 5],
    [[1, 2], 1, 2],
    [[1, null, 2], 2, 1],
    [ex, 3, 5],
    [ex, 7, 9],
    tree(100),
    tree(100000),
    tree(100000, 'complete'),
    tree(100000),
    chain,
    tree(3000, 'right'),
  ];
};
