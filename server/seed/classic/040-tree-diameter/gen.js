// Cases: [root].
module.exports = (kit) => [
  [[1, 2, 3, 4, 5]],
  [[1, 2, null, 3, 4, 5, null, null, 6]],
  [[1]],
  [[1, 2]],
  [[1, null, 2, null, 3]],
  [[4, -7, -3, null, null, -9, -3, 9, -7, -4, null, 6, null, -6, -6, null, null, 0, 6, 5, null, 9, null, null, -1, -4, null, null, null, -2]],
  [kit.tree(kit.ints(200, -100, 100))],
  [kit.tree(kit.ints(10000, -100, 100))],
  [kit.tree(kit.ints(10000, -100, 100), 'complete')],
  [kit.tree(kit.ints(3000, -100, 100), 'left')],
  [kit.tree(kit.ints(9999, -100, 100))],
];
