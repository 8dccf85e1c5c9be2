// Cases: [operations, arguments].
module.exports = (kit) => {
  const run = (capacity, ops, keyMax, pGet) => {
    const names = ['LRUCache'];
    const args = [[capacity]];
    for (let i = 0; i < ops; i++) {
      if (kit.rand() < pGet) {
        names.push('get');
        args.push([kit.int(0, keyMax)]);
      } else {
        names.push('put');
        args.push([kit.int(0, keyMax), kit.int(0, 100000)]);
      }
    }
    return [names, args];
  };
  return [
    [['LRUCache', 'put', 'put', 'get', 'put', 'get', 'get', 'put', 'get'], [[2], [5, 50], [6, 60], [5], [7, 70], [6], [5], [5, 55], [5]]],
    [['LRUCache', 'get'], [[1], [0]]],
    [['LRUCache', 'put', 'put', 'get', 'get'], [[1], [1, 1], [2, 2], [1], [2]]],
    // re-putting an existing key refreshes it
    [['LRUCache', 'put', 'put', 'put', 'put', 'get', 'get'], [[2], [1, 1], [2, 2], [1, 10], [3, 3], [1], [2]]],
    [['LRUCache', 'put', 'get', 'put', 'get', 'get'], [[1], [4, 0], [4], [4, 100000], [4], [5]]],
    run(3, 50, 6, 0.5),
    run(10, 1000, 30, 0.5),
    // the stated maximum: 2 * 10^5 calls
    run(3000, 200000, 10000, 0.5),
    run(1, 50000, 10000, 0.3),
    run(3000, 50000, 3500, 0.7),
    run(2, 50000, 3, 0.5),
  ];
};
