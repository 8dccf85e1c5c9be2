// Cases: [nums]
module.exports = (kit) => {
  // two halves with equal sums, shuffled together: always true
  const half = kit.ints(100, 1, 100);
  const other = half.slice();
  for (let k = 0; k < 30; k++) {
    const i = kit.int(0, 99);
    const j = kit.int(0, 99);
    const d = Math.min(other[i] - 1, 100 - other[j]);
    other[i] -= d;
    other[j] += d;
  }
  return [
    [[3, 8, 2, 5, 2]],
    [[2, 4, 7]],
    [[5]],
    [[6, 6]],
    [[1, 2]],
    [[1, 5, 11, 5]],
    [[1, 2, 3, 5]],
    [[3, 3, 3, 4, 5]],
    [kit.shuffle(half.concat(other))],
    [Array(200).fill(100)],
    [Array(199).fill(100).concat([2])],
    [Array(200).fill(2).map((x, i) => (i === 0 ? 100 : x))],
    [kit.ints(200, 1, 100)],
    [Array.from({ length: 200 }, (_, i) => (i < 199 ? 2 * kit.int(1, 50) : 1))],
    [[100, 100, 100, 1, 99, 1, 99]],
  ];
};
