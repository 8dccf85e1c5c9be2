// Cases: [operations, arguments] for the MedianFinder class
module.exports = (kit) => {
  const seq = (n, addBias, next) => {
    const ops = ['MedianFinder', 'addNum'];
    const args = [[], [next(0)]];
    let k = 1;
    while (ops.length < n) {
      if (kit.rand() < addBias) {
        ops.push('addNum');
        args.push([next(k++)]);
      } else {
        ops.push('findMedian');
        args.push([]);
      }
    }
    return [ops, args];
  };
  const rand = (lo, hi) => () => kit.int(lo, hi);
  return [
    [['MedianFinder', 'addNum', 'addNum', 'findMedian', 'addNum', 'findMedian'], [[], [160], [150], [], [171], []]],
    [['MedianFinder', 'addNum', 'findMedian'], [[], [-7], []]],
    [['MedianFinder', 'addNum', 'addNum', 'findMedian'], [[], [100000], [-100000], []]],
    [['MedianFinder', 'addNum', 'addNum', 'findMedian'], [[], [1], [2], []]],
    [['MedianFinder', 'addNum', 'addNum', 'addNum', 'addNum', 'findMedian'], [[], [5], [5], [5], [6], []]],
    seq(100, 0.6, rand(-10, 10)),
    seq(50000, 0.5, rand(-100000, 100000)),
    seq(50000, 0.5, (i) => 100000 - 4 * i),
    seq(50000, 0.5, (i) => -100000 + 4 * i),
    seq(50000, 0.8, rand(-3, 3)),
    seq(50000, 0.5, (i) => (i % 2 ? 100000 - i : -100000 + i)),
  ];
};
