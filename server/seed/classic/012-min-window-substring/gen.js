// Cases: [s, t].
module.exports = (kit) => {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [
    ['XAYBZAXB', 'AB'],
    ['q', 'qq'],
    ['aa', 'a'],
    ['a', 'b'],
    ['abc', 'cba'],
    ['aAbBcC', 'AbC'],
    ['ddaaabbca', 'abc'],
    [kit.str(1000, 'abcd'), 'abcdd'],
    [kit.str(100000, letters), kit.str(50, letters)],
    [kit.str(100000, 'ab'), kit.str(100000, 'ab')],
    // the only window is the whole string
    ['Z' + 'a'.repeat(99998) + 'Y', 'YZ'],
    [kit.str(100000, 'abcdefgh'), kit.str(300, 'abcdefgh')],
    [kit.str(100000, 'xyz'), 'w'],
  ];
};
