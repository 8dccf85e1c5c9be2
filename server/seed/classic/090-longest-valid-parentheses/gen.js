// Cases: [s]
module.exports = (kit) => {
  const N = 30000;
  const balanced = (n) => {
    const out = [];
    let open = 0;
    for (let k = 0; k < n; k++) {
      if (open && (open === n - k || kit.rand() < 0.5)) {
        out.push(')');
        open--;
      } else {
        out.push('(');
        open++;
      }
    }
    return out.join('');
  };
  return [
    [')(()())('],
    ['()(()'],
    [''],
    ['('],
    [')'],
    ['()'],
    [')('],
    ['(()'],
    [')()())'],
    ['()(())'],
    [kit.str(1000, '()')],
    [kit.str(N, '()')],
    [balanced(N)],
    [balanced(14000) + ')' + balanced(16000 - 2) + '('],
    ['('.repeat(N / 2) + ')'.repeat(N / 2 - 1) + '('],
    ['()'.repeat(N / 2)],
    ['('.repeat(N)],
  ];
};
