// Cases: [root]. Mirrored trees are built as node objects, then written in level order.
module.exports = (kit) => {
  const build = (n) => {
    if (n === 0) return null;
    const node = { val: kit.int(-100, 100), left: null, right: null };
    const l = kit.int(0, n - 1);
    node.left = build(l);
    node.right = build(n - 1 - l);
    return node;
  };
  const mirror = (t) => (t ? { val: t.val, left: mirror(t.right), right: mirror(t.left) } : null);
  const level = (root) => {
    const order = [root];
    for (let k = 0; k < order.length; k++) if (order[k]) order.push(order[k].left, order[k].right);
    while (order.length && !order[order.length - 1]) order.pop();
    return order.map((n) => (n ? n.val : null));
  };
  const sym = (half) => {
    const t = build(half);
    return { val: kit.int(-100, 100), left: t, right: mirror(t) };
  };
  // a symmetric tree with one value changed deep inside the right half
  const broken = (half) => {
    const root = sym(half);
    let p = root.right;
    while (p.left || p.right) p = p.left || p.right;
    p.val = p.val === 100 ? 99 : p.val + 1;
    return root;
  };
  return [
    [[7, 4, 4, 2, 6, 6, 2]],
    [[7, 4, 4, null, 2, null, 2]],
    [[1]],
    [[1, 2, 2]],
    [[1, 2, 3]],
    [[1, 2, 2, 2, null, 2]],
    [[0, -3, -3, null, 5, 5]],
    [level(sym(20))],
    [level(sym(499))],
    [level(broken(499))],
    [level({ val: 0, left: build(499), right: build(499) })],
    [level(sym(300))],
  ];
};
