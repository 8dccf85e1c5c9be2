/**
 * The toolbox every gen.js receives: a seeded PRNG (mulberry32, seeded from the slug) and helpers,
 * so the same folder always yields the same cases.
 */
export interface GenKit {
  /** float in [0, 1) */
  rand(): number;
  /** integer in [lo, hi] */
  int(lo: number, hi: number): number;
  /** n integers in [lo, hi] */
  ints(n: number, lo: number, hi: number): number[];
  /** n distinct integers in [lo, hi] */
  distinct(n: number, lo: number, hi: number): number[];
  /** shuffles in place and returns the array */
  shuffle<T>(a: T[]): T[];
  pick<T>(a: T[]): T;
  /** a string of n characters drawn from `alphabet` */
  str(n: number, alphabet?: string): string;
  /**
   * A binary tree of the given values (in node creation order) as a level-order array with
   * null holes (LeetCode form). shape: random | left (a left chain) | right | complete.
   */
  tree(values: (number | string)[], shape?: 'random' | 'left' | 'right' | 'complete'): (number | string | null)[];
  /** level-order array of a height-balanced BST holding the sorted values */
  bst(sorted: number[]): (number | null)[];
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Node {
  val: number | string;
  left: Node | null;
  right: Node | null;
}

export function levelOrder(root: Node | null): (number | string | null)[] {
  const order: (Node | null)[] = [root];
  for (let k = 0; k < order.length; k++) if (order[k]) order.push(order[k]!.left, order[k]!.right);
  while (order.length && !order[order.length - 1]) order.pop();
  return order.map((n) => (n ? n.val : null));
}

export function genKit(seed: number): GenKit {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const shuffle = <T>(a: T[]): T[] => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const kit: GenKit = {
    rand,
    int,
    ints: (n, lo, hi) => Array.from({ length: n }, () => int(lo, hi)),
    distinct(n, lo, hi) {
      if (hi - lo + 1 < n) throw new Error(`distinct: [${lo}, ${hi}] 中没有 ${n} 个不同的数`);
      const seen = new Set<number>();
      while (seen.size < n) seen.add(int(lo, hi));
      return shuffle([...seen]);
    },
    shuffle,
    pick: (a) => a[int(0, a.length - 1)],
    str: (n, alphabet = 'abcdefghijklmnopqrstuvwxyz') => Array.from({ length: n }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
    tree(values, shape = 'random') {
      if (!values.length) return [];
      const nodes: Node[] = values.map((val) => ({ val, left: null, right: null }));
      for (let i = 1; i < nodes.length; i++) {
        if (shape === 'left') nodes[i - 1].left = nodes[i];
        else if (shape === 'right') nodes[i - 1].right = nodes[i];
        else if (shape === 'complete') {
          const parent = nodes[(i - 1) >> 1];
          if (i % 2) parent.left = nodes[i];
          else parent.right = nodes[i];
        } else {
          // attach to a random free child slot of an earlier node
          for (;;) {
            const p = nodes[int(0, i - 1)];
            const side = rand() < 0.5 ? 'left' : 'right';
            if (!p[side]) {
              p[side] = nodes[i];
              break;
            }
          }
        }
      }
      return levelOrder(nodes[0]);
    },
    bst(sorted) {
      const build = (lo: number, hi: number): Node | null => {
        if (lo > hi) return null;
        const mid = (lo + hi) >> 1;
        return { val: sorted[mid], left: build(lo, mid - 1), right: build(mid + 1, hi) };
      };
      return levelOrder(build(0, sorted.length - 1)) as (number | null)[];
    },
  };
  return kit;
}
