// Exam similarity review: 200 programming submissions of about 100 lines each, compared with
// token winnowing (the same code the background job runs, from dist/server). Some are renamed,
// reformatted copies of others. Prints the wall time of one whole check; asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['n', 'm', 'k', 'i', 'j', 'ans', 'res', 'cnt', 'sum', 'best', 'cur', 'dp', 'a', 'b', 'x', 'y', 'tmp', 'val', 'idx', 'len'];
const OPS = ['+', '-', '*', '/', '%', '^', '&', '|', '<<', '>>'];
const CMP = ['<', '>', '<=', '>=', '==', '!='];
const FN = ['max', 'min', 'abs', 'gcd', 'swap'];
/** One random statement: many token shapes, so unrelated programs share little beyond boilerplate. */
function line(v, r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const e = () => (r() < 0.5 ? `${pick(v)} ${pick(OPS)} ${pick(v)}` : `${pick(FN)}(${pick(v)}, ${pick(v)} ${pick(OPS)} ${Math.floor(r() * 50)})`);
  switch (Math.floor(r() * 7)) {
    case 0:
      return `    ${pick(v)} ${pick(OPS)}= ${e()};`;
    case 1:
      return `    for (int ${pick(v)} = 0; ${pick(v)} ${pick(CMP)} ${pick(v)}; ${pick(v)}++) ${pick(v)} = ${e()};`;
    case 2:
      return `    if (${pick(v)} ${pick(CMP)} ${e()}) ${pick(v)} = ${e()};`;
    case 3:
      return `    while (${pick(v)} ${pick(CMP)} ${Math.floor(r() * 9)}) { ${pick(v)} ${pick(OPS)}= ${e()}; break; }`;
    case 4:
      return `    vector<long long> ${pick(v)}${Math.floor(r() * 9)}(${e()});`;
    case 5:
      return `    cout << ${e()} << "\\n";`;
    default:
      return `    long long ${pick(v)}${Math.floor(r() * 9)} = ${e()} ${pick(OPS)} ${e()};`;
  }
}

function program(seed) {
  const r = rng(seed);
  const v = Array.from({ length: 5 }, () => NAMES[Math.floor(r() * NAMES.length)] + Math.floor(r() * 9));
  const body = Array.from({ length: 92 }, () => line(v, r));
  return ['#include <bits/stdc++.h>', 'using namespace std;', 'int main() {', '    ios::sync_with_stdio(false);', '    cin.tie(nullptr);', ...body, '    return 0;', '}'].join('\n');
}

/** A copy with every identifier renamed and the indentation changed. */
function disguise(code, seed) {
  const r = rng(seed);
  return code.replace(/\b([a-z]+\d)\b/g, (m) => `v${m.length}${Math.floor(r() * 3)}`).replace(/\n {4}/g, '\n\t');
}

export function similarityBench(root, count = 200) {
  const { makeDoc, starterSet, comparePairs } = require(join(root, 'dist/server/src/modules/exam/similarity/winnow.js'));
  const starter = '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n    return 0;\n}\n';
  const codes = Array.from({ length: count }, (_, i) => (i % 10 === 9 ? disguise(program(i - 1), i) : program(i)));
  const lines = codes.reduce((n, c) => n + c.split('\n').length, 0) / codes.length;
  const t0 = performance.now();
  const skip = starterSet(starter);
  const docs = codes.map((c, i) => makeDoc(String(i), c, skip));
  const t1 = performance.now();
  const pairs = comparePairs(docs, 60);
  const t2 = performance.now();
  const copies = pairs.filter((p) => p.b === p.a + 1 && p.b % 10 === 9).length;
  return { count, lines, fingerprintMs: t1 - t0, compareMs: t2 - t1, totalMs: t2 - t0, pairs: pairs.length, copies, planted: Math.floor(count / 10) };
}
