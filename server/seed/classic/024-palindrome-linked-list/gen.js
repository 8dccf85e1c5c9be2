// Cases: [head].
module.exports = (kit) => {
  const pal = (n) => {
    const half = kit.ints(Math.floor(n / 2), 0, 9);
    return [...half, ...(n % 2 ? [kit.int(0, 9)] : []), ...half.slice().reverse()];
  };
  const broken = (n, at) => {
    const a = pal(n);
    a[at] = (a[at] + 1) % 10;
    return a;
  };
  return [
    [[4, 7, 7, 4]],
    [[4, 7, 4, 7]],
    [[5]],
    [[1, 2]],
    [[3, 3]],
    [[1, 2, 1]],
    [[1, 0, 0]],
    [pal(1000)],
    [pal(100000)],
    [pal(99999)],
    [broken(100000, 49999)],
    [broken(100000, 0)],
    [kit.ints(100000, 0, 9)],
  ];
};
