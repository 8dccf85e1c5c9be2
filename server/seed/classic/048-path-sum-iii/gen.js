// Cases: [root, targetSum].
module.exports = (kit) => [
  [[5, 3, -2, 2, 1, null, 7], 5],
  [[0, 0, null, 0], 0],
  [[], 0],
  [[7], 7],
  [[7], -7],
  [[1000000000, 1000000000, null, 1000000000, null, -1000000000], 1000],
  [[1, -2, -3, 1, 3, -2, null, -1], -1],
  [kit.tree(kit.ints(200, -3, 3)), 2],
  [kit.tree(kit.ints(1000, -5, 5)), 0],
  [kit.tree(Array(1000).fill(0), 'left'), 0],
  [kit.tree(kit.ints(1000, -1e9, 1e9)), 1000],
  // large values that cancel: sums leave the 32-bit range along the way
  [kit.tree(Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1e9 + 1 : 1e9)), 'right'), 1],
  [kit.tree(kit.ints(1000, -1, 1), 'complete'), -1],
];
