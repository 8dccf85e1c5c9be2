// Cases: [nums]: the majority value appears floor(n/2)+1 times (or more)
module.exports = (kit) => {
  const make = (n, extra, lo, hi) => {
    const major = kit.int(lo, hi);
    const k = Math.floor(n / 2) + 1 + extra;
    const rest = kit.ints(n - k, lo, hi).map((v) => (v === major ? v - 1 : v));
    return kit.shuffle(Array(k).fill(major).concat(rest));
  };
  const n = 50000;
  return [
    [[4, 9, 4]],
    [[1, 1, 5, 5, 5, 2, 5]],
    [[-7]],
    [[2, 2]],
    [[1, 3, 3]],
    [[6, 6, 6, 7, 7]],
    [[1000000000, -1000000000, 1000000000]],
    [make(100, 0, -5, 5)],
    [make(n, 0, -1000000000, 1000000000)],
    [make(n - 1, 0, -1000000000, 1000000000)],
    [make(n, 0, 1, 3)],
    [Array(n / 2 + 1).fill(-1000000000).concat(Array(n / 2 - 1).fill(1000000000))],
    [Array(n / 2 - 1).fill(8).concat(Array(n / 2 + 1).fill(9))],
    [make(n, 20000, -1000000000, 1000000000)],
  ];
};
