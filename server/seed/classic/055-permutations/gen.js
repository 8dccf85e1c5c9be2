// Cases: [nums] (distinct)
module.exports = (kit) => [
  [[4, 7, 1]],
  [[-2, 9]],
  [[5]],
  [[0]],
  [[1, 2, 3]],
  [[10, -10]],
  [kit.distinct(4, -10, 10)],
  [kit.distinct(5, -10, 10)],
  [kit.distinct(6, -10, 10)],
  [kit.distinct(6, -10, 10)],
  [[-10, -9, -8, 8, 9, 10]],
];
