import { Verdict } from '../../../../types/judge';
import { CheckerSpec } from '../package/problem-config';
import { Json, parseJson } from '../tpl/json-text';
import { checkUnorderedJson, checkUnorderedText } from './unordered-checker';

export interface CheckResult {
  verdict: Verdict.AC | Verdict.WA | Verdict.PE;
  message?: string;
}

const AC: CheckResult = { verdict: Verdict.AC };
const TOKEN_SPLIT = /[ \t\r\n\f\v]+/;

function tokens(text: string): string[] {
  const t = text.split(TOKEN_SPLIT);
  if (t.length && t[0] === '') t.shift();
  if (t.length && t[t.length - 1] === '') t.pop();
  return t;
}

/** lines without trailing spaces/tabs/CR, and without trailing blank lines */
function lines(text: string): string[] {
  const l = text.split('\n').map((s) => s.replace(/[ \t\r]+$/, ''));
  while (l.length && l[l.length - 1] === '') l.pop();
  return l;
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

function compareTokens(out: string[], ans: string[], same: (a: string, b: string) => boolean): CheckResult {
  const n = Math.min(out.length, ans.length);
  for (let i = 0; i < n; i++) {
    if (!same(out[i], ans[i])) return { verdict: Verdict.WA, message: `第 ${i + 1} 个词不同：期望 ${clip(ans[i])}，得到 ${clip(out[i])}` };
  }
  if (out.length !== ans.length) return { verdict: Verdict.WA, message: `输出 ${out.length} 个词，期望 ${ans.length} 个` };
  return AC;
}

export function checkDefault(output: string, answer: string): CheckResult {
  const o = lines(output);
  const a = lines(answer);
  if (o.length === a.length && o.every((l, i) => l === a[i])) return AC;
  const byTokens = compareTokens(tokens(output), tokens(answer), (x, y) => x === y);
  if (byTokens.verdict === Verdict.AC) return { verdict: Verdict.PE, message: '内容正确但空白或换行不同' };
  const i = o.findIndex((l, k) => l !== a[k]);
  return { verdict: Verdict.WA, message: i >= 0 ? `第 ${i + 1} 行不同` : byTokens.message };
}

export function checkExact(output: string, answer: string): CheckResult {
  if (output === answer) return AC;
  const loose = checkDefault(output, answer);
  if (loose.verdict !== Verdict.WA) return { verdict: Verdict.PE, message: '内容正确但空白或换行不同' };
  return loose;
}

function numbersClose(x: string, y: string, eps: number): boolean {
  if (x === y) return true;
  const num = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
  if (!num.test(x) || !num.test(y)) return false;
  const a = Number(x);
  const b = Number(y);
  const diff = Math.abs(a - b);
  return diff <= eps || diff <= eps * Math.abs(b);
}

export function checkFloat(output: string, answer: string, eps: number): CheckResult {
  return compareTokens(tokens(output), tokens(answer), (x, y) => numbersClose(x, y, eps));
}

export function checkTokensCaseInsensitive(output: string, answer: string): CheckResult {
  return compareTokens(tokens(output), tokens(answer), (x, y) => x.toLowerCase() === y.toLowerCase());
}

function jsonEqual(a: Json, b: Json, eps: number): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => jsonEqual(x, b[k], eps));
  }
  if (a && typeof a === 'object' && b && typeof b === 'object') {
    if (a.num === b.num) return true;
    const integral = /^-?\d+$/;
    if (integral.test(a.num) && integral.test(b.num)) return BigInt(a.num) === BigInt(b.num);
    return eps > 0 && numbersClose(a.num, b.num, eps);
  }
  return a === b;
}

/** TPL problems: the expected and actual return values compared as JSON (numbers within eps). */
export function checkJson(output: string, answer: string, eps: number): CheckResult {
  let want: Json;
  try {
    want = parseJson(answer.trim());
  } catch {
    return checkDefault(output, answer);
  }
  let got: Json;
  try {
    got = parseJson(output.trim());
  } catch {
    return { verdict: Verdict.WA, message: `输出不是合法的 JSON：${clip(output.trim())}` };
  }
  return jsonEqual(got, want, eps) ? AC : { verdict: Verdict.WA, message: `期望 ${clip(answer.trim())}，得到 ${clip(output.trim())}` };
}

/** Runs a built-in checker; `tplDoubleEps` is set for TPL problems (JSON comparison). */
export function runBuiltinChecker(spec: CheckerSpec, output: string, answer: string, tplEps?: number): CheckResult {
  if (tplEps !== undefined && spec.kind === 'unordered') return checkUnorderedJson(output, answer, spec.depth, (a, b) => jsonEqual(a, b, tplEps));
  if (tplEps !== undefined) return checkJson(output, answer, spec.kind === 'float' ? spec.eps : tplEps);
  switch (spec.kind) {
    case 'default':
      return checkDefault(output, answer);
    case 'exact':
      return checkExact(output, answer);
    case 'float':
      return checkFloat(output, answer, spec.eps);
    case 'tokens-ci':
      return checkTokensCaseInsensitive(output, answer);
    case 'unordered':
      return checkUnorderedText(output, answer, spec.depth);
    case 'custom':
      throw new Error('custom checkers run in the sandbox, not here');
  }
}
