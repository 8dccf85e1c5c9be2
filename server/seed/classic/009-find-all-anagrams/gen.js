// Cases: [s, p].
module.exports = (kit) => {
  // s built from shuffled copies of p and noise, so answers exist
  const planted = (n, p, noise) => {
    let s = '';
    while (s.length < n) s += kit.rand() < 0.5 ? kit.shuffle(p.split('')).join('') : kit.str(kit.int(1, 5), noise);
    return s.slice(0, n);
  };
  return [
    ['tabxbatab', 'abt'],
    ['aaaa', 'aa'],
    ['a', 'a'],
    ['a', 'ab'],
    ['ab', 'ba'],
    ['abc', 'd'],
    ['baa', 'aa'],
    [planted(1000, 'abc', 'abcd'), 'abc'],
    [planted(30000, 'xyzzy', 'xyz'), 'xyzzy'],
    [kit.str(30000, 'ab'), kit.str(10, 'ab')],
    ['a'.repeat(30000), 'a'.repeat(15000)],
    [kit.str(30000, 'abcdefghijklmnopqrstuvwxyz'), kit.str(30000, 'abcdefghijklmnopqrstuvwxyz')],
    [planted(30000, 'abcdefghijklmnopqrstuvwxyz', 'abcdefghijklmnopqrstuvwxyz'), 'zyxwvutsrqponmlkjihgfedcba'],
  ];
};
