// Cases: [root].
module.exports = (kit) => [
  [[4, 2, 6, null, 3, 5]],
  [[]],
  [[1]],
  [[1, 2]],
  [[1, null, 2]],
  [[1, null, 2, 3]],
  [kit.tree(kit.ints(20, -100, 100))],
  [kit.tree(kit.ints(100, -100, 100))],
  [kit.tree(kit.ints(100, -100, 100), 'complete')],
  [kit.tree(kit.ints(100, -100, 100), 'left')],
  [kit.tree(kit.ints(100, -100, 100), 'right')],
];
