// Cases: [s].
module.exports = (kit) => {
  const all = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !#$%&()*+,-./:;<=>?@[]^_{|}~';
  return [
    ['abacdb'],
    ['zzzz'],
    [''],
    ['q'],
    ['abba'],
    ['tmmzuxt'],
    [' a b '],
    [kit.str(1000, 'abc')],
    [kit.str(50000, all)],
    [kit.str(50000, 'ab')],
    // every distinct character once, repeated: the answer is the alphabet size
    [all.repeat(Math.floor(50000 / all.length))],
    [kit.str(50000, 'abcdefghijklmnopqrstuvwxyz')],
  ];
};
