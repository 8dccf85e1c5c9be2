module.exports = (kit) => {
  const r = kit.rand;
  const rand = (n) => Array.from({ length: n }, () => 30 + Math.floor(r() * 71));
  const N = 100000;
  return [
    [[31, 33, 32, 30, 34, 29, 35]],
    [[40, 40, 40]],
    [[55]],
    [[30, 100]],
    [[100, 30]],
    [[30, 40, 50, 60]],
    [[60, 50, 40, 30]],
    [[73, 74, 75, 71, 69, 72, 76, 73]],
    [rand(1000)],
    [rand(N)],
    [Array.from({ length: N }, (_, i) => 100 - Math.floor((i * 70) / N))],
    [Array.from({ length: N }, (_, i) => 30 + Math.floor((i * 71) / N))],
    [Array.from({ length: N }, (_, i) => (i === N - 1 ? 100 : 99 - (i % 2)))],
    [Array(N).fill(77)],
  ];
};
