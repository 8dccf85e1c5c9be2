const OPEN = '([{', CLOSE = ')]}';

/** a valid string of exactly n characters (n even) */
function valid(r, n) {
  const out = [];
  const stack = [];
  for (let k = 0; k < n; k++) {
    const left = n - k;
    if (stack.length && (stack.length === left || r() < 0.5)) out.push(CLOSE[stack.pop()]);
    else {
      const t = Math.floor(r() * 3);
      stack.push(t);
      out.push(OPEN[t]);
    }
  }
  return out.join('');
}

module.exports = (kit) => {
  const r = kit.rand;
  const big = valid(r, 10000);
  const flip = (s, i) => s.slice(0, i) + (s[i] === ')' ? ']' : s[i] === ']' ? '}' : s[i] === '}' ? ')' : s[i] === '(' ? '[' : s[i] === '[' ? '{' : '(') + s.slice(i + 1);
  return [
    ['{[]()}'],
    ['([)]'],
    ['(('],
    [')'],
    ['('],
    ['()'],
    ['){'],
    ['(]'],
    ['([]{})[]'],
    [big],
    [flip(big, 5000)],
    [big.slice(1)],
    ['('.repeat(5000) + ')'.repeat(5000)],
    ['('.repeat(5000) + ')'.repeat(4999) + ']'],
    ['()'.repeat(5000)],
    [valid(r, 9998) + '}'],
  ];
};
