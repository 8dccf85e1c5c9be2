// Cases: [nums] (distinct)
module.exports = (kit) => [
  [[3, 8, 5]],
  [[6]],
  [[0]],
  [[-1, 1]],
  [[1, 2, 3]],
  [kit.distinct(4, -10, 10)],
  [kit.distinct(6, -10, 10)],
  [kit.distinct(8, -10, 10)],
  [kit.distinct(10, -10, 10)],
  [kit.distinct(10, -10, 10)],
  [[-10, -8, -6, -4, -2, 0, 2, 4, 6, 8]],
];
