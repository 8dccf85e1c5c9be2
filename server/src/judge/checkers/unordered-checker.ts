import { Verdict } from '../../../../types/judge';
import { Json, parseJson } from '../tpl/json-text';
import type { CheckResult } from './builtin-checkers';

/**
 * `checker: unordered[:depth]`: answers whose items may come in any order, `depth` array levels
 * deep from the outside (1: the list of answers; 2: also each answer's items). TPL results compare as
 * JSON; ACM output as lines (level 1) of whitespace-separated tokens (level 2).
 */
const AC: CheckResult = { verdict: Verdict.AC };
const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);

/** a canonical text for a JSON value whose `depth` outer array levels are sorted */
function canon(v: Json, depth: number): string {
  if (Array.isArray(v)) {
    const items = v.map((x) => canon(x, depth - 1));
    if (depth > 0) items.sort();
    return `[${items.join(',')}]`;
  }
  if (v && typeof v === 'object') return /^-?\d+$/.test(v.num) ? BigInt(v.num).toString() : String(Number(v.num));
  return JSON.stringify(v);
}

/** a value with its `depth` outer levels sorted canonically (for comparison within eps afterwards) */
function sorted(v: Json, depth: number): Json {
  if (!Array.isArray(v) || depth <= 0) return v;
  return v.map((x) => sorted(x, depth - 1)).map((x) => [canon(x, 0), x] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((p) => p[1]);
}

/** items of `a` not matched in `b` (as multisets of canonical texts) */
function missing(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of a) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}

function explain(got: string[], want: string[]): CheckResult {
  const lack = missing(want, got);
  const extra = missing(got, want);
  if (lack.length) return { verdict: Verdict.WA, message: `缺少 ${clip(lack[0])}${extra.length ? `，多出 ${clip(extra[0])}` : ''}` };
  if (extra.length) return { verdict: Verdict.WA, message: `多出 ${clip(extra[0])}` };
  return { verdict: Verdict.WA, message: `期望 ${want.length} 项，得到 ${got.length} 项` };
}

export function checkUnorderedJson(output: string, answer: string, depth: number, equal: (a: Json, b: Json) => boolean): CheckResult {
  let want: Json;
  let got: Json;
  try {
    want = parseJson(answer.trim());
  } catch {
    return { verdict: Verdict.WA, message: '标准答案不是合法的 JSON' };
  }
  try {
    got = parseJson(output.trim());
  } catch {
    return { verdict: Verdict.WA, message: `输出不是合法的 JSON：${clip(output.trim())}` };
  }
  if (equal(sorted(got, depth), sorted(want, depth))) return AC;
  if (Array.isArray(got) && Array.isArray(want)) return explain(got.map((x) => canon(x, depth - 1)), want.map((x) => canon(x, depth - 1)));
  return { verdict: Verdict.WA, message: `期望 ${clip(answer.trim())}，得到 ${clip(output.trim())}` };
}

export function checkUnorderedText(output: string, answer: string, depth: number): CheckResult {
  const lines = (text: string) =>
    text.split('\n').map((l) => l.trim().split(/[ \t\r\f\v]+/).filter(Boolean)).filter((t) => t.length).map((t) => (depth >= 2 ? t.sort() : t).join(' '));
  const got = lines(output);
  const want = lines(answer);
  const a = [...got].sort();
  const b = [...want].sort();
  if (a.length === b.length && a.every((x, k) => x === b[k])) return AC;
  return explain(got, want);
}
