// Cases: [root].
module.exports = (kit) => {
  const sortedDistinct = (n, lo, hi) => kit.distinct(n, lo, hi).sort((a, b) => a - b);
  // a random BST shape holding the sorted values: random root, recursively
  const shaped = (vals) => {
    const build = (lo, hi) => {
      if (lo > hi) return null;
      const mid = kit.int(lo, hi);
      return { val: vals[mid], left: build(lo, mid - 1), right: build(mid + 1, hi) };
    };
    return build(0, vals.length - 1);
  };
  const level = (root) => {
    const order = [root];
    for (let k = 0; k < order.length; k++) if (order[k]) order.push(order[k].left, order[k].right);
    while (order.length && !order[order.length - 1]) order.pop();
    return order.map((n) => (n ? n.val : null));
  };
  const big = sortedDistinct(10000, -2147483648, 2147483647);
  // swap two values deep in the tree: every parent-child pair may still look fine
  const swapped = (() => {
    const root = shaped(big);
    const nodes = [];
    const walk = (n) => n && (walk(n.left), nodes.push(n), walk(n.right));
    walk(root);
    [nodes[4000].val, nodes[4001].val] = [nodes[4001].val, nodes[4000].val];
    return level(root);
  })();
  return [
    [[8, 3, 10, 1, 6]],
    [[8, 3, 10, 1, 9]],
    [[-2147483648]],
    [[2147483647, 2147483647]],
    [[-2147483648, null, 2147483647]],
    [[5, 5]],
    [[5, 1, 7, null, null, 6, 8]],
    [[5, 4, 6, null, null, 3, 7]],
    [level(shaped(sortedDistinct(1000, -1000, 1000)))],
    [level(shaped(big))],
    [swapped],
    [kit.bst(big)],
    [kit.tree(sortedDistinct(3000, -1e9, 1e9).reverse(), 'left')],
  ];
};
