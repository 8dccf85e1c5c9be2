// Cases: [s, wordDict]
module.exports = (kit) => {
  const dict = (n, minLen, maxLen, alphabet) => {
    const set = new Set();
    while (set.size < n) set.add(kit.str(kit.int(minLen, maxLen), alphabet));
    return [...set];
  };
  const sentence = (words, len) => {
    let s = '';
    while (s.length < len) s += kit.pick(words);
    return s.slice(0, len);
  };
  const d1 = dict(1000, 1, 20, 'abcdefghijklmnopqrstuvwxyz');
  const d2 = dict(50, 3, 8, 'ab');
  const joined = (words, len) => {
    let s = '';
    for (;;) {
      const w = kit.pick(words);
      if (s.length + w.length > len) return s;
      s += w;
    }
  };
  const as = Array.from({ length: 10 }, (_, i) => 'a'.repeat(i + 1));
  return [
    ['icecreamcone', ['ice', 'cream', 'cone', 'icecream']],
    ['catsandog', ['cats', 'dog', 'sand', 'and', 'cat']],
    ['aaaa', ['aa']],
    ['a', ['a']],
    ['a', ['b']],
    ['aaa', ['aa']],
    ['leetcode', ['leet', 'code']],
    [joined(d1, 300), d1],
    [sentence(d1, 299) + 'q', d1.filter((w) => !w.includes('q'))],
    [joined(d2, 300), d2],
    ['a'.repeat(299) + 'b', as],
    ['a'.repeat(300), as],
    ['ab'.repeat(150), ['a', 'b', 'ab', 'ba']],
    [kit.str(300, 'ab'), d2],
  ];
};
