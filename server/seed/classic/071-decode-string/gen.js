module.exports = (kit) => {
  const r = kit.rand;
  const letters = (n) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(r() * 26))).join('');
  return [
    ['2[ab]c'],
    ['2[x3[y]]'],
    ['go10[o]gle'],
    ['a'],
    ['abc'],
    ['1[z]'],
    ['3[a]2[bc]'],
    ['2[abc]3[cd]ef'],
    ['10[a10[b]]'],
    ['300[' + letters(20) + ']'],
    ['3[2[2[2[2[2[2[ab]]]]]]]'],
    ['300[a300[b]]'],
    ['99[ab2[c]]x'],
    ['s1[e1[g1[m1[e]]]]nt'],
    ['100[z]' + letters(10) + '9[q]'],
  ];
};
