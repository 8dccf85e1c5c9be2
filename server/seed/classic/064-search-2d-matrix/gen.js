function makeMatrix(r, m, n, start, maxStep) {
  const rows = [];
  let v = start;
  for (let i = 0; i < m; i++) {
    const row = [];
    for (let j = 0; j < n; j++) {
      row.push(v);
      v += 1 + Math.floor(r() * maxStep);
    }
    rows.push(row);
  }
  return rows;
}

module.exports = (kit) => {
  const r = kit.rand;
  const ex = [[2, 5, 8], [11, 14, 19], [23, 30, 41]];
  const cases = [
    [ex, 14],
    [ex, 20],
    [ex, 2],
    [ex, 41],
    [ex, 1],
    [ex, 42],
    [[[7]], 7],
    [[[7]], -7],
    [[[1, 3, 5, 7, 9]], 9],
    [[[1], [3], [5]], 4],
  ];
  const big = makeMatrix(r, 100, 100, -10000, 1);
  cases.push([big, big[99][99]]);
  cases.push([big, big[57][31]]);
  const sparse = makeMatrix(r, 100, 100, -10000, 1);
  cases.push([sparse, 10000]);
  const tall = makeMatrix(r, 100, 20, -9000, 8);
  cases.push([tall, tall[42][7] + 1 === tall[42][8] ? tall[0][0] - 1 : tall[42][7] + 1]);
  cases.push([tall, tall[0][0]]);
  return cases;
};
