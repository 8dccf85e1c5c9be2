// Cases: [nums]. Every zero-free run has |product| < 2^31, so every subarray product fits in 32 bits.
const LIMIT = 2 ** 31 - 1;

function safe(kit, n, values) {
  const a = [];
  let prod = 1;
  for (let i = 0; i < n; i++) {
    let x = kit.pick(values);
    if (x !== 0 && prod * Math.abs(x) > LIMIT) x = kit.rand() < 0.5 ? 0 : kit.pick([1, -1]);
    prod = x === 0 ? 1 : prod * Math.abs(x);
    a.push(x);
  }
  return a;
}

module.exports = (kit) => [
  [[3, -1, 4, -2]],
  [[-3, 0, -1]],
  [[-2]],
  [[0]],
  [[-2, 3, -4]],
  [[2, 3, -2, 4]],
  [[-1, -1]],
  [[0, -5, 0]],
  [[-2, -3, 7, -1]],
  [safe(kit, 50, [-3, -2, -1, 0, 1, 2, 3])],
  [safe(kit, 20000, [-10, -2, -1, -1, 1, 1, 2, 10, 0])],
  [safe(kit, 20000, [-2, -1, 1, 2])],
  [safe(kit, 20000, [-1, 1])],
  [Array.from({ length: 20000 }, (_, i) => (i === 10000 ? -10 : i % 2 ? 1 : -1))],
  [[-10, -10, -10, -10, -10, -10, -10, -10, -10, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
];
