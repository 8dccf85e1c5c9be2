// Cases: [intersectVal, listA, listB, skipA, skipB].
module.exports = (kit) => {
  const vals = (n) => kit.ints(n, 1, 100000);
  const shared = (a, b, tail) => {
    const t = vals(tail);
    const A = [...vals(a), ...t];
    const B = [...vals(b), ...t];
    return [tail ? t[0] : 0, A, B, a, b];
  };
  return [
    [7, [3, 1, 7, 2], [9, 6, 5, 7, 2], 2, 3],
    [0, [2, 6, 4], [1, 5], 3, 2],
    [5, [5], [5], 0, 0],
    [4, [4, 8], [8, 4, 8], 0, 1],
    [0, [1], [1], 1, 1],
    // same values before the junction: only node identity tells
    [3, [1, 2, 3], [1, 2, 3], 2, 2],
    shared(10, 3, 5),
    shared(29000, 1000, 0),
    shared(1, 20000, 10000),
    shared(29999, 29999, 1),
    shared(0, 15000, 15000),
    // equal values everywhere: the junction is not the first equal value
    [9, [9, 9, 9, 9], [9, 9], 3, 1],
  ];
};
