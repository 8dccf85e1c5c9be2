// Cases: [root].
module.exports = (kit) => [
  [[5, 3, 8, 1, 4, null, 9]],
  [[]],
  [[1]],
  [[1, 2]],
  [[1, null, 2]],
  [[2, 1, 3]],
  [kit.tree(kit.ints(30, -100, 100))],
  [kit.tree(kit.ints(1000, -100, 100))],
  [kit.tree(kit.ints(1000, -100, 100), 'complete')],
  [kit.tree(kit.ints(1000, -100, 100), 'left')],
  [kit.tree(kit.ints(999, -100, 100))],
];
