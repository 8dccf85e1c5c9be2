// Cases: [nums].
module.exports = (kit) => {
  // a run of `len` consecutive values starting at `start`, plus noise, shuffled
  const runs = (n, pieces) => {
    const out = [];
    for (const [start, len] of pieces) for (let k = 0; k < len; k++) out.push(start + k);
    while (out.length < n) out.push(kit.int(-1e9, 1e9));
    return kit.shuffle(out);
  };
  return [
    [[7, 30, 5, 6, 1, 8]],
    [[0, -1, 3, 2, 1, 1, 9]],
    [[]],
    [[42]],
    [[5, 5, 5, 5]],
    [[-1000000000, 1000000000, 999999999, -999999999]],
    [[3, 1, 2, 2, 4, 9, 8, 10, 11, 12, 13]],
    [kit.ints(1000, -50, 50)],
    // the whole array is one run, shuffled
    [kit.shuffle(Array.from({ length: 100000 }, (_, i) => i - 50000))],
    // all equal: sets must dedupe
    [Array(100000).fill(-7)],
    [runs(100000, [[1e9 - 30000, 30001], [-1e9, 20000], [123, 29999]])],
    [kit.ints(100000, -1e9, 1e9)],
    // every value twice, descending: sorting-based answers must skip duplicates
    [Array.from({ length: 100000 }, (_, i) => 50000 - (i >> 1))],
  ];
};
