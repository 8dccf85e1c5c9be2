// Cases: [s]
module.exports = (kit) => {
  const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const pal = (n, alphabet) => {
    const half = kit.str(Math.floor(n / 2), alphabet);
    return half + (n % 2 ? kit.str(1, alphabet) : '') + [...half].reverse().join('');
  };
  return [
    ['abacdfgdcaba'],
    ['xabbay'],
    ['q'],
    ['ab'],
    ['aa'],
    ['Aa'],
    ['racecar'],
    ['abcba121abccba'],
    [kit.str(100, 'ab')],
    [kit.str(1000, ALNUM)],
    [kit.str(1000, 'ab')],
    ['a'.repeat(1000)],
    [kit.str(400, ALNUM) + pal(201, 'xyz') + kit.str(399, ALNUM)],
    [pal(1000, 'ab')],
    ['ab'.repeat(500)],
    [kit.str(1000, '01')],
  ];
};
