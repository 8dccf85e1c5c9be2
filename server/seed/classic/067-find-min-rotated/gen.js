function rotated(r, n, k) {
  const set = new Set();
  while (set.size < n) set.add(Math.floor(r() * 10001) - 5000);
  const a = [...set].sort((x, y) => x - y);
  return a.slice(k).concat(a.slice(0, k));
}

module.exports = (kit) => {
  const r = kit.rand;
  const cases = [
    [[7, 9, 2, 4, 5]],
    [[10, 20, 30]],
    [[42]],
    [[2, 1]],
    [[1, 2]],
    [[3, 4, 5, 1, 2]],
    [[5, 1, 2, 3, 4]],
    [[-5000, 5000]],
  ];
  cases.push([rotated(r, 5000, 0)]);
  cases.push([rotated(r, 5000, 1)]);
  cases.push([rotated(r, 5000, 4999)]);
  cases.push([rotated(r, 5000, 2718)]);
  cases.push([rotated(r, 4001, 2000)]);
  return cases;
};
