// Cases: [nums].
module.exports = (kit) => {
  const perm = (n) => kit.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const holed = (n, hole) => kit.shuffle(Array.from({ length: n }, (_, i) => (i + 1 === hole ? kit.int(-5, 0) : i + 1)));
  return [
    [[4, 1, -2, 2]],
    [[8, 9, 10]],
    [[1, 1, 2]],
    [[1]],
    [[2]],
    [[-2147483648, 2147483647, 0]],
    [[3, 4, -1, 1, 1, 2, 7]],
    [kit.ints(1000, -5, 30)],
    [perm(100000)],
    [holed(100000, 77777)],
    [Array(100000).fill(1)],
    [kit.ints(100000, -2147483648, 2147483647)],
    [kit.shuffle(Array.from({ length: 100000 }, (_, i) => (i < 50000 ? i + 2 : 100001 + i)))],
  ];
};
