// Cases: [s]
module.exports = (kit) => [
  ['abba'],
  ['z'],
  ['ab'],
  ['aab'],
  ['aaa'],
  ['racecar'],
  [kit.str(10, 'ab')],
  [kit.str(16, 'abc')],
  [kit.str(16)],
  ['a'.repeat(16)],
  ['ab'.repeat(8)],
  ['aabbaabbaabbaabb'],
];
