// Cases: [root].
module.exports = (kit) => [
  [[8, 4, 12, null, 6, 10]],
  [[]],
  [[1]],
  [[1, 2]],
  [[1, null, 2, null, 3]],
  [[3, 9, 20, null, null, 15, 7]],
  [kit.tree(kit.ints(50, -1000, 1000))],
  [kit.tree(kit.ints(2000, -1000, 1000))],
  [kit.tree(kit.ints(2000, -1000, 1000), 'complete')],
  [kit.tree(kit.ints(2000, -1000, 1000), 'left')],
  [kit.tree(kit.ints(1999, -1000, 1000))],
];
