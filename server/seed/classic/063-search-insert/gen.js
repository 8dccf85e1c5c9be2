/** sorted distinct values from [lo, hi] */
function sortedDistinct(r, n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(lo + Math.floor(r() * (hi - lo + 1)));
  return [...set].sort((a, b) => a - b);
}

module.exports = (kit) => {
  const r = kit.rand;
  const cases = [
    [[2, 4, 7, 9], 7],
    [[2, 4, 7, 9], 5],
    [[2, 4, 7, 9], 12],
    [[2, 4, 7, 9], 1],
    [[5], 5],
    [[5], -3],
    [[5], 8],
    [[-10000, 10000], 0],
  ];
  const big = sortedDistinct(r, 10000, -10000, 10000);
  cases.push([big, big[6543]]);
  cases.push([big, -10000]);
  cases.push([big, 10000]);
  const all = Array.from({ length: 10000 }, (_, i) => i * 2 - 9999);
  cases.push([all, 0]);
  cases.push([all, 10000]);
  return cases;
};
