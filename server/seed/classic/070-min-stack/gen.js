// Cases: [operations, arguments] for the MinStack class
module.exports = (kit) => {
  const MIN = -(2 ** 31);
  const MAX = 2 ** 31 - 1;
  // random valid sequence; pushBias controls how often the stack grows
  const seq = (n, pushBias, lo, hi) => {
    const ops = ['MinStack'];
    const args = [[]];
    let size = 0;
    while (ops.length < n) {
      const r = kit.rand();
      if (size === 0 || r < pushBias) {
        ops.push('push');
        args.push([kit.int(lo, hi)]);
        size++;
      } else {
        const op = kit.pick(['pop', 'top', 'getMin', 'getMin']);
        ops.push(op);
        args.push([]);
        if (op === 'pop') size--;
      }
    }
    return [ops, args];
  };
  // pushes descending values, then pops everything while asking for the minimum
  const ladder = (k) => {
    const ops = ['MinStack'];
    const args = [[]];
    for (let i = 0; i < k; i++) ops.push('push'), args.push([MAX - i * 1000]);
    for (let i = 0; i < k; i++) ops.push('getMin', 'pop'), args.push([], []);
    return [ops, args];
  };
  return [
    [['MinStack', 'push', 'push', 'push', 'getMin', 'pop', 'top', 'getMin'], [[], [4], [1], [6], [], [], [], []]],
    [['MinStack', 'push', 'push', 'getMin', 'pop', 'getMin'], [[], [-3], [-3], [], [], []]],
    [['MinStack', 'push', 'top', 'getMin'], [[], [MIN], [], []]],
    [['MinStack', 'push', 'push', 'pop', 'getMin'], [[], [MAX], [MIN], [], []]],
    [['MinStack', 'push', 'push', 'push', 'getMin', 'pop', 'getMin', 'pop', 'getMin'], [[], [2], [0], [0], [], [], [], [], []]],
    seq(100, 0.5, -10, 10),
    seq(30000, 0.6, MIN, MAX),
    seq(30000, 0.5, -5, 5),
    seq(30000, 0.9, MIN, MAX),
    ladder(10000),
    seq(30000, 0.52, -1000, 1000),
  ];
};
