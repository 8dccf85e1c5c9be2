function rotated(r, n, k) {
  const set = new Set();
  while (set.size < n) set.add(Math.floor(r() * 20001) - 10000);
  const a = [...set].sort((x, y) => x - y);
  return a.slice(k).concat(a.slice(0, k));
}

module.exports = (kit) => {
  const r = kit.rand;
  const cases = [
    [[8, 9, 12, 1, 3, 6], 3],
    [[8, 9, 12, 1, 3, 6], 10],
    [[5], 5],
    [[5], 4],
    [[1, 3], 3],
    [[3, 1], 1],
    [[3, 1], 2],
    [[4, 5, 6, 7, 0, 1, 2], 4],
    [[1, 2, 3, 4, 5, 6, 7], 7],
  ];
  const a = rotated(r, 5000, 1234);
  cases.push([a, a[4999]]);
  cases.push([a, a[1233]]);
  const b = rotated(r, 5000, 4999);
  cases.push([b, b[0]]);
  cases.push([b, 10001]);
  const c = rotated(r, 5000, 0);
  cases.push([c, c[2500]]);
  const d = rotated(r, 4999, 2500);
  cases.push([d, d[2499]]);
  return cases;
};
