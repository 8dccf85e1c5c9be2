// Cases: [numCourses, prerequisites]
module.exports = (kit) => {
  // random DAG: edges go from a later course to an earlier one in a hidden order; add a back edge for a cycle
  const dag = (n, m) => {
    const order = kit.shuffle(Array.from({ length: n }, (_, i) => i));
    const seen = new Set();
    const edges = [];
    while (edges.length < m) {
      let i = kit.int(0, n - 1);
      let j = kit.int(0, n - 1);
      if (i === j) continue;
      if (i < j) [i, j] = [j, i];
      const key = `${order[i]},${order[j]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push([order[i], order[j]]);
    }
    return { order, edges };
  };
  const a = dag(2000, 5000);
  const b = dag(2000, 4999);
  const chain = Array.from({ length: 1999 }, (_, i) => [i + 1, i]);
  const bCycle = b.edges.concat([[b.order[0], b.order[1999]]]).filter((e, k, all) => all.findIndex((f) => f[0] === e[0] && f[1] === e[1]) === k);
  return [
    [3, [[1, 0], [2, 1]]],
    [3, [[0, 1], [1, 2], [2, 0]]],
    [1, []],
    [2, [[0, 1], [1, 0]]],
    [2, [[1, 0]]],
    [4, [[1, 0], [2, 0], [3, 1], [3, 2]]],
    [3, [[1, 2], [2, 1]]],
    [2000, a.edges],
    [2000, kit.shuffle(bCycle.slice())],
    [2000, chain],
    [2000, chain.concat([[0, 1999]])],
    [2000, []],
    [2000, kit.shuffle(dag(100, 4900).edges)],
  ];
};
