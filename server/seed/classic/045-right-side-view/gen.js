// Cases: [root].
module.exports = (kit) => [
  [[1, 2, 3, 4, null, null, null, 8]],
  [[]],
  [[9]],
  [[1, 2]],
  [[1, null, 3]],
  [[1, 2, 3, null, 5, null, 4]],
  [kit.tree(kit.ints(30, -100, 100))],
  [kit.tree(kit.ints(100, -100, 100))],
  [kit.tree(kit.ints(100, -100, 100), 'complete')],
  [kit.tree(kit.ints(100, -100, 100), 'left')],
  [kit.tree(kit.ints(99, -100, 100))],
];
