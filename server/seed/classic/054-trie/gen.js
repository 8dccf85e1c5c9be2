// Cases: [operations, arguments] for the Trie class
module.exports = (kit) => {
  const seq = (n, words, alphabet) => {
    const ops = ['Trie'];
    const args = [[]];
    const inserted = [];
    while (ops.length < n + 1) {
      const r = kit.rand();
      let w;
      if (r < 0.35 || !inserted.length) {
        w = kit.pick(words);
        inserted.push(w);
        ops.push('insert');
      } else {
        const base = kit.pick(kit.rand() < 0.6 ? inserted : words);
        w = kit.rand() < 0.5 ? base.slice(0, kit.int(1, base.length)) : base + (kit.rand() < 0.3 ? kit.str(1, alphabet) : '');
        ops.push(r < 0.7 ? 'search' : 'startsWith');
      }
      args.push([w]);
    }
    return [ops, args];
  };
  const vocab = (n, minLen, maxLen, alphabet) => Array.from({ length: n }, () => kit.str(kit.int(minLen, maxLen), alphabet));
  const long = (n) => Array.from({ length: n }, () => 'a'.repeat(kit.int(1900, 2000)) + kit.str(kit.int(0, 3), 'ab'));
  return [
    [['Trie', 'insert', 'search', 'search', 'startsWith', 'insert', 'search'], [[], ['panda'], ['panda'], ['pan'], ['pan'], ['pan'], ['pan']]],
    [['Trie', 'search', 'startsWith'], [[], ['a'], ['a']]],
    [['Trie', 'insert', 'search', 'startsWith', 'search'], [[], ['a'], ['a'], ['a'], ['aa']]],
    [['Trie', 'insert', 'insert', 'search', 'startsWith', 'startsWith'], [[], ['ab'], ['ab'], ['ab'], ['abc'], ['b']]],
    [['Trie', 'insert', 'startsWith', 'search', 'insert', 'search'], [[], ['apple'], ['app'], ['app'], ['app'], ['app']]],
    seq(100, vocab(20, 1, 5, 'abc'), 'abc'),
    seq(30000, vocab(3000, 1, 10, 'abcdefghijklmnopqrstuvwxyz'), 'abcdefghijklmnopqrstuvwxyz'),
    seq(30000, vocab(500, 1, 12, 'ab'), 'ab'),
    seq(2000, long(50), 'ab'),
    seq(30000, vocab(30000, 15, 20, 'abcdefghijklmnopqrstuvwxyz'), 'xyz'),
  ];
};
