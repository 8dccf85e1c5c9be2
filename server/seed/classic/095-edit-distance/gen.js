// Cases: [word1, word2]
module.exports = (kit) => {
  const mutate = (s, k) => {
    let t = s;
    for (let i = 0; i < k; i++) {
      const p = kit.int(0, t.length);
      const op = kit.int(0, 2);
      if (op === 0) t = t.slice(0, p) + kit.str(1) + t.slice(p);
      else if (op === 1 && t.length) t = t.slice(0, p) + t.slice(p + 1);
      else t = t.slice(0, p) + kit.str(1) + t.slice(p + 1);
    }
    return t.slice(0, 500);
  };
  const base = kit.str(500);
  return [
    ['kitten', 'sitting'],
    ['', 'abc'],
    ['', ''],
    ['abc', ''],
    ['same', 'same'],
    ['horse', 'ros'],
    ['intention', 'execution'],
    ['a', 'b'],
    [kit.str(50, 'ab'), kit.str(40, 'ab')],
    [base, mutate(base, 30)],
    [kit.str(500), kit.str(500)],
    ['a'.repeat(500), 'b'.repeat(500)],
    ['a'.repeat(500), ''],
    [kit.str(500, 'abc'), kit.str(499, 'abc')],
  ];
};
