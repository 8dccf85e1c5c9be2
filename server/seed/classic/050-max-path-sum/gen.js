// Cases: [root].
module.exports = (kit) => [
  [[2, -6, 5, null, null, 4, 3]],
  [[-4, -2, -8]],
  [[-1000]],
  [[1, 2, 3]],
  [[5, 4, 8, 11, null, 13, 4, 7, 2, null, null, null, 1]],
  [[-3, 10, null, -20, 15]],
  [kit.tree(kit.ints(500, -1000, 1000))],
  [kit.tree(kit.ints(30000, -1000, 1000))],
  [kit.tree(kit.ints(30000, -1000, -1))],
  [kit.tree(Array(30000).fill(1000), 'complete')],
  [kit.tree(kit.ints(3000, -100, 1000), 'left')],
  [kit.tree(kit.ints(30000, -1000, 300))],
];
