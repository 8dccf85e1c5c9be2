// Cases: [root].
module.exports = (kit) => [
  [[1, 2, 5, 3, 4, null, 6]],
  [[]],
  [[0]],
  [[1, 2]],
  [[1, null, 2]],
  [[1, 2, 3, 4, 5, 6, 7]],
  [kit.tree(kit.ints(50, -100, 100))],
  [kit.tree(kit.ints(2000, -100, 100))],
  [kit.tree(kit.ints(2000, -100, 100), 'complete')],
  [kit.tree(kit.ints(2000, -100, 100), 'left')],
  [kit.tree(kit.ints(2000, -100, 100), 'right')],
];
