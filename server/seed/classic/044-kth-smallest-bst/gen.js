// Cases: [root, k].
module.exports = (kit) => {
  const shaped = (vals) => {
    const build = (lo, hi) => {
      if (lo > hi) return null;
      const mid = kit.int(lo, hi);
      return { val: vals[mid], left: build(lo, mid - 1), right: build(mid + 1, hi) };
    };
    const order = [build(0, vals.length - 1)];
    for (let i = 0; i < order.length; i++) if (order[i]) order.push(order[i].left, order[i].right);
    while (order.length && !order[order.length - 1]) order.pop();
    return order.map((n) => (n ? n.val : null));
  };
  const vals = (n) => kit.distinct(n, 0, 100000).sort((a, b) => a - b);
  const v10k = vals(10000);
  return [
    [[6, 2, 9, null, 4, 7], 3],
    [[10, 5], 1],
    [[0], 1],
    [[10, 5], 2],
    [[5, 3, 6, 2, 4, null, null, 1], 3],
    [[1, null, 2, null, 3], 3],
    [shaped(vals(100)), 50],
    [shaped(v10k), 1],
    [shaped(v10k), 10000],
    [kit.bst(v10k), 7777],
    [kit.tree(vals(3000).reverse(), 'left'), 3000],
    [kit.tree(vals(3000), 'right'), 2999],
  ];
};
