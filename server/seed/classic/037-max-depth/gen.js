// Cases: [root as a level-order array].
module.exports = (kit) => [
  [[1, 2, 3, null, 4, null, null, 5]],
  [[]],
  [[0]],
  [[1, 2]],
  [[1, null, 2]],
  [[3, 9, 20, null, null, 15, 7]],
  [kit.tree(kit.ints(100, -100, 100))],
  [kit.tree(kit.ints(10000, -100, 100))],
  [kit.tree(kit.ints(10000, -100, 100), 'complete')],
  [kit.tree(kit.ints(3000, -100, 100), 'left')],
  [kit.tree(kit.ints(3000, -100, 100), 'right')],
];
