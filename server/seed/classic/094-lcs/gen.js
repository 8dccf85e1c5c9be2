// Cases: [text1, text2]
module.exports = (kit) => [
  ['abcbdab', 'bdcaba'],
  ['music', 'magic'],
  ['xyz', 'abc'],
  ['a', 'a'],
  ['a', 'b'],
  ['abc', 'abc'],
  ['abcde', 'ace'],
  [kit.str(100, 'ab'), kit.str(80, 'ab')],
  [kit.str(1000), kit.str(1000)],
  [kit.str(1000, 'abc'), kit.str(1000, 'abc')],
  ['a'.repeat(1000), 'a'.repeat(1000)],
  ['a'.repeat(1000), 'b'.repeat(1000)],
  [kit.str(1000, 'xy'), 'x'],
  [kit.str(1, 'q'), kit.str(1000)],
];
