// Cases: [board, word]
module.exports = (kit) => {
  const ex = [['C', 'A', 'T'], ['O', 'R', 'S'], ['D', 'E', 'A']];
  const board = (m, n, alphabet) => Array.from({ length: m }, () => kit.str(n, alphabet).split(''));
  // a word read along a random self-avoiding walk: always present
  const walk = (b, len) => {
    const m = b.length, n = b[0].length;
    for (;;) {
      let x = kit.int(0, m - 1), y = kit.int(0, n - 1);
      const used = new Set([`${x},${y}`]);
      let w = b[x][y];
      while (w.length < len) {
        const next = [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]].filter(([a, c]) => a >= 0 && c >= 0 && a < m && c < n && !used.has(`${a},${c}`));
        if (!next.length) break;
        [x, y] = kit.pick(next);
        used.add(`${x},${y}`);
        w += b[x][y];
      }
      if (w.length === len) return w;
    }
  };
  const b1 = board(6, 6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
  const b2 = board(6, 6, 'AB');
  const allA = Array.from({ length: 6 }, () => Array(6).fill('A'));
  return [
    [ex, 'CARE'],
    [ex, 'CAT'],
    [ex, 'CARC'],
    [[['a']], 'a'],
    [[['a']], 'b'],
    [[['a', 'b']], 'ba'],
    [[['a', 'A']], 'aa'],
    [ex, 'DOCARSTAE'],
    [b1, walk(b1, 15)],
    [b1, walk(b1, 11) + 'z'],
    [b2, walk(b2, 15)],
    [allA, 'A'.repeat(15)],
    [allA, 'A'.repeat(14) + 'B'],
    [board(6, 6, 'AB'), 'AB'.repeat(7) + 'C'],
    [board(1, 6, 'xyz'), 'xyzzy'],
  ];
};
