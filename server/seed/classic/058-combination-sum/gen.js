// Cases: [candidates, target]; fewer than 150 combinations each
module.exports = (kit) => [
  [[3, 5, 2], 8],
  [[4], 6],
  [[2], 1],
  [[2], 40],
  [[7], 7],
  [[2, 3, 6, 7], 7],
  [[2, 3, 5], 8],
  [[8, 7, 4, 3], 11],
  [[5, 10, 20], 40],
  [kit.distinct(30, 11, 40), 40],
  [kit.distinct(10, 6, 40), 40],
  [[2, 3, 5, 7], 30],
  [[3, 4, 5, 6, 7, 8], 25],
];
