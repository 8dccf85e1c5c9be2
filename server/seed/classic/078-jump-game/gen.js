module.exports = (kit) => {
  const r = kit.rand;
  const N = 10000;
  const small = (n, hi) => Array.from({ length: n }, () => Math.floor(r() * (hi + 1)));
  // a long path that just makes it: every element 1, except sparse zeros bridged by a bigger jump before them
  const bridge = Array(N).fill(1);
  for (let i = 100; i < N - 10; i += 100) {
    bridge[i] = 0;
    bridge[i - 1] = 2;
  }
  const blocked = bridge.slice();
  blocked[5000 - 1] = 1;
  blocked[5000] = 0;
  return [
    [[1, 3, 0, 0, 2]],
    [[2, 1, 0, 3]],
    [[0]],
    [[5]],
    [[0, 1]],
    [[1, 0]],
    [[3, 2, 1, 0, 4]],
    [[2, 0, 0]],
    [small(50, 2)],
    [bridge],
    [blocked],
    [[N].concat(Array(N - 1).fill(0))],
    [Array(N - 1).fill(1).concat([0])],
    [Array(N - 2).fill(1).concat([0, 0])],
    [small(N, 3)],
  ];
};
