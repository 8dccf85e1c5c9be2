// Cases: [nums]: n+1 values in [1, n], exactly one value repeated (k >= 2 times)
module.exports = (kit) => {
  const make = (n, k) => {
    const dup = kit.int(1, n);
    const others = kit.shuffle(Array.from({ length: n }, (_, i) => i + 1).filter((v) => v !== dup)).slice(0, n + 1 - k);
    return kit.shuffle(others.concat(Array(k).fill(dup)));
  };
  const N = 100000;
  return [
    [[3, 1, 4, 2, 4]],
    [[2, 2, 2, 2]],
    [[1, 1]],
    [[1, 2, 2]],
    [[2, 1, 2]],
    [[1, 3, 4, 2, 2]],
    [make(10, 2)],
    [make(N, 2)],
    [make(N, 2)],
    [make(N, 50000)],
    [Array(N + 1).fill(N)],
    [Array.from({ length: N + 1 }, (_, i) => (i === N ? 1 : i + 1))],
  ];
};
