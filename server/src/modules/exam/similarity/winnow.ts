/**
 * Token-based winnowing (Schleimer, Wilkerson, Aiken 2003 — the method behind MOSS) over a
 * normalized token stream: identifiers become one token (keywords stay), literals become one
 * token per kind, whitespace and comments vanish. Renamed variables and reformatting therefore
 * do not change the fingerprints. Starter code's fingerprints are removed before comparing.
 */

export interface Token {
  t: string;
  line: number;
}

/** k-gram length (tokens) and winnowing window: any shared run of k + w - 1 tokens is found. */
export const K = 10;
export const W = 6;

const KEYWORDS = new Set(
  (
    'if else for while do switch case default break continue return goto try catch finally throw throws new delete class struct union enum ' +
    'public private protected static const final virtual override void int long short char bool boolean float double unsigned signed auto ' +
    'def lambda pass yield import from as with in is not and or None True False elif global nonlocal func var let function package ' +
    'interface extends implements this super null nullptr true false typedef template typename using namespace include define sizeof ' +
    'go chan select defer type'
  ).split(' '),
);

const OPS = ['>>=', '<<=', '===', '!==', '...', '->', '::', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', ':=', '=>', '**', '//'];
/** multi-character operators by their first character, longest first */
const OPS_BY_FIRST = new Map<string, string[]>();
for (const o of OPS) OPS_BY_FIRST.set(o[0], [...(OPS_BY_FIRST.get(o[0]) ?? []), o]);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isWord = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c === '_' || c === '$' || c.charCodeAt(0) >= 0x80;

/** Normalized tokens with their 1-based line. `hashComments`: `#` starts a comment (Python). */
export function tokenize(code: string, hashComments = false): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  const n = code.length;
  while (i < n) {
    const c = code[i];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '/' && code[i + 1] === '/') {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (c === '#' && hashComments) {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      i += 2;
      while (i < n && !(code[i] === '*' && code[i + 1] === '/')) {
        if (code[i] === '\n') line++;
        i++;
      }
      i += 2;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      const start = line;
      i++;
      while (i < n && code[i] !== c) {
        if (code[i] === '\\') i++;
        else if (code[i] === '\n') line++;
        i++;
      }
      i++;
      out.push({ t: c === "'" ? 'C' : 'S', line: start });
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(code[i + 1] ?? ''))) {
      while (i < n && (isWord(code[i]) || code[i] === '.')) i++;
      out.push({ t: 'N', line });
      continue;
    }
    if (isWord(c)) {
      const s = i;
      while (i < n && isWord(code[i])) i++;
      const word = code.slice(s, i);
      out.push({ t: KEYWORDS.has(word) ? word : 'V', line });
      continue;
    }
    const op = OPS_BY_FIRST.get(c)?.find((o) => code.startsWith(o, i));
    out.push({ t: op ?? c, line });
    i += op ? op.length : 1;
  }
  return out;
}

/** 32-bit FNV-1a of a token's text. */
function hashToken(t: string): number {
  let h = 0x811c9dc5;
  for (let x = 0; x < t.length; x++) {
    h ^= t.charCodeAt(x);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Hash of the k-gram starting at `at`, from the tokens' own hashes. */
function hashGram(th: Uint32Array, at: number): number {
  let h = 0x811c9dc5;
  for (let j = at; j < at + K; j++) {
    h ^= th[j];
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= h >>> 15;
  }
  return h >>> 0;
}

export interface Fingerprint {
  hash: number;
  /** token index of the k-gram's first token */
  pos: number;
}

/** Winnowing: the minimum hash of every window of W consecutive k-gram hashes (rightmost on ties), once. */
export function fingerprints(tokens: Token[]): Fingerprint[] {
  const grams = tokens.length - K + 1;
  if (grams <= 0) return [];
  const th = Uint32Array.from(tokens, (t) => hashToken(t.t));
  const hashes = new Array<number>(grams);
  for (let i = 0; i < grams; i++) hashes[i] = hashGram(th, i);
  const out: Fingerprint[] = [];
  let last = -1;
  const windows = Math.max(1, grams - W + 1);
  for (let s = 0; s < windows; s++) {
    let min = s;
    for (let j = s; j < Math.min(s + W, grams); j++) if (hashes[j] <= hashes[min]) min = j;
    if (min !== last) {
      out.push({ hash: hashes[min], pos: min });
      last = min;
    }
  }
  return out;
}

export interface Doc {
  id: string;
  tokens: Token[];
  prints: Fingerprint[];
  /** distinct fingerprint hashes (starter code removed) */
  set: Set<number>;
}

export function makeDoc(id: string, code: string, starter: Set<number>, hashComments = false): Doc {
  const tokens = tokenize(code, hashComments);
  const prints = fingerprints(tokens).filter((f) => !starter.has(f.hash));
  return { id, tokens, prints, set: new Set(prints.map((f) => f.hash)) };
}

export function starterSet(starter: string | null | undefined, hashComments = false): Set<number> {
  return new Set(starter ? fingerprints(tokenize(starter, hashComments)).map((f) => f.hash) : []);
}

/** Percent similarity: the mean of the shared share of each side's fingerprints (sizes without boilerplate). */
export function similarity(a: Doc, b: Doc, shared: number, sizeA = a.set.size, sizeB = b.set.size): number {
  if (!sizeA || !sizeB) return 0;
  return Math.min(100, Math.round(((shared / sizeA + shared / sizeB) / 2) * 100));
}

/** Matched regions as line ranges [aStart, aEnd, bStart, bEnd], merged where they touch. */
export function matchedRegions(a: Doc, b: Doc): [number, number, number, number][] {
  const inB = new Map<number, number>();
  for (const f of b.prints) if (!inB.has(f.hash)) inB.set(f.hash, f.pos);
  const spans: [number, number, number, number][] = [];
  for (const f of a.prints) {
    const pb = inB.get(f.hash);
    if (pb === undefined) continue;
    spans.push([a.tokens[f.pos].line, a.tokens[f.pos + K - 1].line, b.tokens[pb].line, b.tokens[pb + K - 1].line]);
  }
  spans.sort((x, y) => x[0] - y[0] || x[2] - y[2]);
  const merged: [number, number, number, number][] = [];
  for (const s of spans) {
    const m = merged[merged.length - 1];
    if (m && s[0] <= m[1] + 1 && s[2] <= m[3] + 1 && s[2] >= m[2]) {
      m[1] = Math.max(m[1], s[1]);
      m[3] = Math.max(m[3], s[3]);
    } else merged.push([...s]);
  }
  return merged;
}

export interface PairHit {
  a: number;
  b: number;
  score: number;
}

/**
 * All pairs at or above `threshold` percent, via an inverted index of fingerprints (hashes held by
 * too many documents — boilerplate every solution shares — are skipped). `onProgress` gets 0..1.
 */
export function comparePairs(docs: Doc[], threshold: number, onProgress?: (done: number) => void): PairHit[] {
  const index = new Map<number, number[]>();
  docs.forEach((d, i) => {
    for (const h of d.set) {
      const list = index.get(h);
      if (list) list.push(i);
      else index.set(h, [i]);
    }
  });
  const common = Math.max(10, Math.ceil(docs.length * 0.5));
  // boilerplate every solution shares says nothing about copying: left out of the sizes too
  const sizes = docs.map((d) => {
    let n = 0;
    for (const h of d.set) if (index.get(h)!.length <= common) n++;
    return n;
  });
  const hits: PairHit[] = [];
  for (let i = 0; i < docs.length; i++) {
    const shared = new Map<number, number>();
    for (const h of docs[i].set) {
      const list = index.get(h)!;
      if (list.length > common) continue;
      for (const j of list) if (j > i) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    for (const [j, n] of shared) {
      const score = similarity(docs[i], docs[j], n, sizes[i], sizes[j]);
      if (score >= threshold) hits.push({ a: i, b: j, score });
    }
    onProgress?.((i + 1) / docs.length);
  }
  return hits.sort((x, y) => y.score - x.score);
}
