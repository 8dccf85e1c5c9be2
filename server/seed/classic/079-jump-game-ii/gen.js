/** random array with values in [lo, hi] where the end is reachable (a dead end gets a step of 1 more) */
function reachable(r, n, lo, hi) {
  const a = Array.from({ length: n }, () => lo + Math.floor(r() * (hi - lo + 1)));
  let reach = 0;
  for (let i = 0; i < n - 1; i++) {
    if (reach === i && a[i] === 0) a[i] = 1;
    reach = Math.max(reach, i + a[i]);
  }
  return a;
}

module.exports = (kit) => {
  const r = kit.rand;
  const N = 10000;
  return [
    [[2, 3, 1, 1, 4]],
    [[3, 0, 2, 0, 1, 0]],
    [[0]],
    [[1, 0]],
    [[1, 1, 1, 1]],
    [[5, 1, 1, 1, 1, 1]],
    [[1, 2, 3]],
    [[2, 1]],
    [reachable(r, 100, 0, 4)],
    [Array(N).fill(1)],
    [Array(N).fill(1000)],
    [reachable(r, N, 1, 1000)],
    [reachable(r, N, 1, 3)],
    [Array.from({ length: N }, (_, i) => (i % 2 === 0 ? 2 : 1))],
    [[1000].concat(Array(1000).fill(0))],
  ];
};
