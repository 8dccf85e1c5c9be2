// Cases: [nums]: pairs of distinct values plus one single value, shuffled
module.exports = (kit) => {
  const make = (pairs, lo, hi) => {
    const vals = kit.distinct(pairs + 1, lo, hi);
    return kit.shuffle(vals.slice(1).flatMap((v) => [v, v]).concat([vals[0]]));
  };
  return [
    [[7, 3, 5, 3, 7]],
    [[-4]],
    [[0]],
    [[2, 2, 1]],
    [[1, 2, 2]],
    [[-1, 5, -1]],
    [[30000, -30000, 30000]],
    [make(10, -20, 20)],
    [make(14999, -30000, 30000)],
    [make(14999, -30000, 30000)],
    [make(14999, 0, 30000)],
    [make(14999, -30000, -1)],
  ];
};
