// Cases: [s]
module.exports = (kit) => {
  // blocks over disjoint alphabets, shuffled inside: the answer is the block lengths (or coarser)
  const blocks = (sizes) => {
    const letters = kit.shuffle('abcdefghijklmnopqrstuvwxyz'.split(''));
    let used = 0;
    return sizes.map((len, b) => {
      // at least one letter left for every later block
      const k = Math.min(kit.int(1, 3), 26 - used - (sizes.length - 1 - b));
      const alpha = letters.slice(used, used + k).join('');
      used += k;
      return kit.str(len, alpha);
    }).join('');
  };
  return [
    ['abacdcdeffe'],
    ['abcabc'],
    ['z'],
    ['ab'],
    ['aa'],
    ['abcdefghijklmnopqrstuvwxyz'],
    ['ababcbacadefegdehijhklij'],
    [blocks([50, 60, 40, 70, 80, 30, 20, 50, 50, 50])],
    [blocks(Array(25).fill(20))],
    [kit.str(500)],
    [kit.str(500, 'abc')],
    ['a' + 'bcdefghijklmnopqrstuvwxyz'.repeat(20).slice(0, 498) + 'a'],
    ['abcdefghijklmnopqrstuvwxyz'.repeat(19).slice(0, 494) + 'zzzzzz'],
  ];
};
