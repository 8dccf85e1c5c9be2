import { Json, parseJson } from './json-text';
import { ParsedClass, ParsedFunction, ParsedParam, ParsedSignature, TplType, typeName } from './tpl-types';

/** One problem in a test file, for the package report: `3.in 第 2 行：...` */
export interface DataIssue {
  file: string;
  line: number;
  reason: string;
}

const INT32 = [-(2n ** 31n), 2n ** 31n - 1n];
const INT64 = [-(2n ** 63n), 2n ** 63n - 1n];
const show = (v: Json) => {
  const s = JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && 'num' in x ? Number((x as { num: string }).num) : x));
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};
const isNum = (v: Json): v is { num: string } => !!v && typeof v === 'object' && !Array.isArray(v);

function integer(v: Json, range: bigint[]): boolean {
  if (!isNum(v) || !/^-?\d+$/.test(v.num)) return false;
  const n = BigInt(v.num);
  return n >= range[0] && n <= range[1];
}

/** null when `v` is a value of type `t`, else the reason (with a path such as [2][0]) */
export function valueIssue(t: TplType, v: Json, at = ''): string | null {
  const want = (what: string) => `${at ? `${at} ` : ''}应为 ${what}，实际为 ${show(v)}`;
  switch (t.kind) {
    case 'int':
      return integer(v, INT32) ? null : want('int（32 位整数）');
    case 'long':
      return integer(v, INT64) ? null : want('long（64 位整数）');
    case 'double':
      return isNum(v) ? null : want('double');
    case 'bool':
      return typeof v === 'boolean' ? null : want('bool（true/false）');
    case 'string':
      return typeof v === 'string' ? null : want('string（JSON 字符串）');
    case 'char':
      return typeof v === 'string' && v.length === 1 && v.charCodeAt(0) < 128 ? null : want('char（单个 ASCII 字符的字符串）');
    case 'void':
      return v === null ? null : want('null');
    case 'array':
    case 'list': {
      if (!Array.isArray(v)) return want(`${typeName(t)}（JSON 数组）`);
      for (let k = 0; k < v.length; k++) {
        const r = valueIssue(t.of, v[k], `${at}[${k}]`);
        if (r) return r;
      }
      return null;
    }
    case 'ListNode': {
      if (!Array.isArray(v)) return want('ListNode（整数数组）');
      const k = v.findIndex((x) => !integer(x, INT32));
      return k < 0 ? null : `${at}[${k}] 应为 int，实际为 ${show(v[k])}`;
    }
    case 'TreeNode':
      return treeIssue(v, at);
    case 'Node': {
      if (!Array.isArray(v)) return want('Node（[[val, random], ...]）');
      for (let k = 0; k < v.length; k++) {
        const e = v[k];
        const ok = Array.isArray(e) && e.length === 2 && integer(e[0], INT32) &&
          (e[1] === null || (integer(e[1], INT32) && Number((e[1] as { num: string }).num) >= 0 && Number((e[1] as { num: string }).num) < v.length));
        if (!ok) return `${at}[${k}] 应为 [val, random 下标(0..${v.length - 1}) 或 null]，实际为 ${show(e)}`;
      }
      return null;
    }
  }
}

/** LeetCode level order: ints and nulls; no value may hang below a missing node */
function treeIssue(v: Json, at: string): string | null {
  if (!Array.isArray(v)) return `${at ? `${at} ` : ''}应为 TreeNode（层序数组，如 [1,null,2]），实际为 ${show(v)}`;
  for (let k = 0; k < v.length; k++) {
    if (v[k] !== null && !integer(v[k], INT32)) return `${at}[${k}] 应为 int 或 null，实际为 ${show(v[k])}`;
  }
  if (v.length && v[0] === null && v.length > 1) return `${at}[0] 为 null 时树为空，后面不能再有节点`;
  let slots = v.length && v[0] !== null ? 2 : 0;
  for (let k = 1; k < v.length; k++) {
    if (slots === 0) return `${at}[${k}] 没有可挂的父节点（层序数组多出了值）`;
    slots--;
    if (v[k] !== null) slots += 2;
  }
  return null;
}

/** the lines of a test file: trailing newline and CRs dropped */
export function dataLines(text: string): string[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function parseLine(text: string): { value?: Json; error?: string } {
  try {
    return { value: parseJson(text.trim()) };
  } catch (e) {
    return { error: `不是合法的 JSON（${(e as Error).message}）` };
  }
}

const count = (x: Json) => (Array.isArray(x) ? x.length : 0);
const num = (x: Json) => (isNum(x) ? Number(x.num) : NaN);

/** level-order values of a tree line (nulls dropped) */
const treeValues = (x: Json) => (Array.isArray(x) ? x.filter((e) => e !== null).map(num) : []);

function functionInput(sig: ParsedFunction, file: string, lines: string[]): DataIssue[] {
  const issues: DataIssue[] = [];
  const issue = (line: number, reason: string) => issues.push({ file, line, reason });
  if (lines.length !== sig.params.length) {
    issue(Math.min(lines.length, sig.params.length) + 1, `应有 ${sig.params.length} 行（${sig.params.map((p) => p.name).join(', ')} 各一行），实际 ${lines.length} 行`);
    return issues;
  }
  const values = new Map<string, Json>();
  sig.params.forEach((p: ParsedParam, k) => {
    const { value, error } = parseLine(lines[k]);
    if (error) return issue(k + 1, `${p.name} ${error}`);
    const v = value as Json;
    const r = p.nodeOf ? (v === null || integer(v, INT32) ? null : `应为节点的值（int）或 null，实际为 ${show(v)}`) : valueIssue(p.type, v);
    if (r) return issue(k + 1, `${p.name} ${r}`);
    values.set(p.name, v);
  });
  if (issues.length) return issues;
  const lineOf = (name: string) => sig.params.findIndex((p) => p.name === name) + 1;
  for (const p of sig.params) {
    if (p.cycle) {
      const pos = num(values.get(p.cycle)!);
      const n = count(values.get(p.name)!);
      if (pos < -1 || pos >= n) issue(lineOf(p.cycle), `${p.cycle} = ${pos} 超出范围：应为 -1（无环）或 0..${n - 1}`);
    }
    if (p.nodeOf) {
      const v = values.get(p.name)!;
      const owner = values.get(p.nodeOf)!;
      const present = p.type.kind === 'TreeNode' ? treeValues(owner) : Array.isArray(owner) ? owner.map(num) : [];
      if (v !== null && !present.includes(num(v))) issue(lineOf(p.name), `${p.name} = ${num(v)} 不是 ${p.nodeOf} 中任何节点的值`);
    }
  }
  const inter = sig.intersect;
  if (inter) {
    const a = values.get(inter.a) as Json[];
    const b = values.get(inter.b) as Json[];
    const sa = num(values.get(inter.skipA)!);
    const sb = num(values.get(inter.skipB)!);
    if (sa < 0 || sa > a.length) issue(lineOf(inter.skipA), `${inter.skipA} = ${sa} 超出范围 0..${a.length}`);
    else if (sb < 0 || sb > b.length) issue(lineOf(inter.skipB), `${inter.skipB} = ${sb} 超出范围 0..${b.length}`);
    else if (a.length - sa !== b.length - sb) issue(lineOf(inter.skipB), `相交部分长度不一致：${inter.a} 跳过 ${sa} 后剩 ${a.length - sa} 个，${inter.b} 跳过 ${sb} 后剩 ${b.length - sb} 个`);
    else if (a.slice(sa).some((x, k) => num(x) !== num(b[sb + k]))) issue(lineOf(inter.b), `${inter.a} 与 ${inter.b} 的相交部分取值不同`);
    else if (inter.val) {
      const val = num(values.get(inter.val)!);
      const want = sa < a.length ? num(a[sa]) : 0;
      if (val !== want) issue(lineOf(inter.val), `${inter.val} = ${val}，应为相交起点的值 ${want}${sa < a.length ? '' : '（不相交时为 0）'}`);
    }
  }
  return issues;
}

function classInput(sig: ParsedClass, file: string, lines: string[]): DataIssue[] {
  const issue = (line: number, reason: string): DataIssue[] => [{ file, line, reason }];
  if (lines.length !== 2) return issue(Math.min(lines.length, 2) + 1, `设计题输入应有 2 行（操作名数组、参数数组），实际 ${lines.length} 行`);
  const ops = parseLine(lines[0]);
  if (ops.error) return issue(1, `操作名 ${ops.error}`);
  const args = parseLine(lines[1]);
  if (args.error) return issue(2, `参数 ${args.error}`);
  const o = ops.value as Json;
  const a = args.value as Json;
  if (!Array.isArray(o) || o.some((x) => typeof x !== 'string')) return issue(1, '应为操作名的字符串数组，如 ["LRUCache","put","get"]');
  if (!Array.isArray(a) || a.some((x) => !Array.isArray(x))) return issue(2, '应为参数列表的数组，如 [[2],[1,1],[1]]');
  if (o.length !== a.length) return issue(2, `操作 ${o.length} 个，参数列表 ${a.length} 个，长度不同`);
  if (o.length === 0 || o[0] !== sig.className) return issue(1, `第一个操作应为构造 ${sig.className}`);
  for (let k = 0; k < o.length; k++) {
    const name = o[k] as string;
    const m = k === 0 ? { name, params: sig.ctor } : sig.methods.find((x) => x.name === name);
    if (!m) return issue(1, `第 ${k + 1} 个操作 ${JSON.stringify(name)} 不是 ${sig.className} 的方法（${sig.methods.map((x) => x.name).join(', ')}）`);
    const list = a[k] as Json[];
    if (list.length !== m.params.length) return issue(2, `第 ${k + 1} 个操作 ${name} 需要 ${m.params.length} 个参数，实际 ${list.length} 个`);
    for (let j = 0; j < list.length; j++) {
      const r = valueIssue(m.params[j].type, list[j]);
      if (r) return issue(2, `第 ${k + 1} 个操作 ${name} 的参数 ${m.params[j].name} ${r}`);
    }
  }
  return [];
}

/** The type N.out must have (a design problem's output is checked by `classOutput`). */
export function resultType(sig: ParsedFunction): TplType {
  if (sig.returns.kind === 'void') return sig.params.find((p) => p.name === sig.mutates)!.type;
  return sig.returns;
}

function functionOutput(sig: ParsedFunction, file: string, v: Json): string | null {
  if (sig.returnAs) return v === null || integer(v, INT32) ? null : `应为 ${sig.returnAs === 'index' ? '节点下标' : '节点的值'}（int）或 null，实际为 ${show(v)}`;
  return valueIssue(resultType(sig), v);
}

function classOutput(sig: ParsedClass, ops: Json, v: Json): string | null {
  if (!Array.isArray(v)) return `应为结果数组（每个操作一项），实际为 ${show(v)}`;
  if (!Array.isArray(ops)) return null;
  if (v.length !== ops.length) return `结果 ${v.length} 项，与输入的 ${ops.length} 个操作不一致`;
  for (let k = 0; k < v.length; k++) {
    const m = k === 0 ? undefined : sig.methods.find((x) => x.name === ops[k]);
    const t: TplType = m ? m.returns : { kind: 'void' };
    const r = valueIssue(t, v[k], `[${k}]`);
    if (r) return `第 ${k + 1} 个操作 ${String(ops[k])} 的结果${r.replace(/^\[\d+\]/, '')}`;
  }
  return null;
}

/** Checks one test case against the signature: every line of N.in and the line of N.out. */
export function caseIssues(sig: ParsedSignature, id: number, input: string, output: string): DataIssue[] {
  const inFile = `${id}.in`;
  const lines = dataLines(input);
  const issues = sig.kind === 'class' ? classInput(sig, inFile, lines) : functionInput(sig, inFile, lines);
  const outFile = `${id}.out`;
  const out = dataLines(output).filter((l, k, all) => l.trim() !== '' || k < all.length - 1);
  if (out.length !== 1) return [...issues, { file: outFile, line: out.length ? 2 : 1, reason: `应恰好有 1 行（返回值的 JSON），实际 ${out.length} 行` }];
  const parsed = parseLine(out[0]);
  if (parsed.error) return [...issues, { file: outFile, line: 1, reason: `返回值 ${parsed.error}` }];
  let r: string | null;
  if (sig.kind === 'class') {
    const ops = parseLine(lines[0] ?? '');
    r = classOutput(sig, ops.value ?? null, parsed.value as Json);
  } else {
    r = functionOutput(sig, outFile, parsed.value as Json);
  }
  return r ? [...issues, { file: outFile, line: 1, reason: `返回值 ${r}` }] : issues;
}
