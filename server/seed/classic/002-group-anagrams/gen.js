// Cases: [strs].
module.exports = (kit) => {
  // k groups of anagrams of random base words, shuffled together
  const groups = (k, size, len) => {
    const out = [];
    for (let g = 0; g < k; g++) {
      const base = kit.str(len(), 'abcdefghijklmnopqrstuvwxyz').split('');
      for (let i = 0; i < size(); i++) out.push(kit.shuffle(base.slice()).join(''));
    }
    return kit.shuffle(out);
  };
  return [
    [['stop', 'pots', 'cat', 'tops', 'act', 'dog']],
    [['']],
    [['x']],
    [['', '', 'a']],
    [['ab', 'ba', 'ab', 'abc']],
    [['abc', 'def', 'ghi']],
    [groups(20, () => kit.int(1, 5), () => kit.int(1, 6))],
    [groups(2000, () => 5, () => kit.int(1, 100))],
    [groups(1, () => 10000, () => 100)],
    [Array.from({ length: 10000 }, () => kit.str(kit.int(0, 3), 'ab'))],
    [groups(10000, () => 1, () => kit.int(0, 100))],
  ];
};
