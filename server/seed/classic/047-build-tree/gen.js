// Cases: [preorder, inorder] of a random tree with distinct values.
module.exports = (kit) => {
  const traversals = (n, shape) => {
    const vals = kit.distinct(n, -3000, 3000);
    const nodes = vals.map((val) => ({ val, left: null, right: null }));
    for (let i = 1; i < n; i++) {
      if (shape === 'left') nodes[i - 1].left = nodes[i];
      else if (shape === 'right') nodes[i - 1].right = nodes[i];
      else
        for (;;) {
          const p = nodes[kit.int(0, i - 1)];
          const side = kit.rand() < 0.5 ? 'left' : 'right';
          if (!p[side]) {
            p[side] = nodes[i];
            break;
          }
        }
    }
    const pre = [];
    const ino = [];
    const walk = (t) => {
      if (!t) return;
      pre.push(t.val);
      walk(t.left);
      ino.push(t.val);
      walk(t.right);
    };
    walk(nodes[0]);
    return [pre, ino];
  };
  return [
    [[1, 2, 4, 3, 5, 6], [4, 2, 1, 5, 3, 6]],
    [[-7], [-7]],
    [[1, 2], [2, 1]],
    [[1, 2], [1, 2]],
    [[3, 9, 20, 15, 7], [9, 3, 15, 20, 7]],
    traversals(50),
    traversals(1000),
    traversals(3000),
    traversals(3000, 'left'),
    traversals(3000, 'right'),
    traversals(2999),
  ];
};
