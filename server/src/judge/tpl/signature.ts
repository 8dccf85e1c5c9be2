import { TplParam, TplSignature } from '../../../../types/judge';
import {
  isNode,
  isScalar,
  isSeq,
  IntersectSpec,
  ParsedClass,
  ParsedFunction,
  ParsedMethod,
  ParsedParam,
  ParsedSignature,
  parseTplType,
  TplType,
  typeName,
} from './tpl-types';

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** names no driver can use as a parameter, function or class in some language */
const RESERVED = new Set([
  'main', 'class', 'int', 'long', 'double', 'bool', 'boolean', 'string', 'String', 'char', 'var', 'let', 'const',
  'function', 'func', 'return', 'if', 'else', 'for', 'while', 'do', 'new', 'delete', 'this', 'self', 'def', 'lambda',
  'None', 'True', 'False', 'null', 'nil', 'true', 'false', 'package', 'import', 'public', 'private', 'static', 'void',
  'struct', 'type', 'interface', 'map', 'range', 'go', 'chan', 'select', 'default', 'case', 'switch', 'break',
  'continue', 'try', 'catch', 'finally', 'throw', 'in', 'is', 'not', 'and', 'or', 'from', 'as', 'with', 'yield',
  'async', 'await', 'auto', 'template', 'typename', 'namespace', 'using', 'final', 'abstract', 'extends', 'constructor',
  'Solution', 'ListNode', 'TreeNode', 'Node', 'List', 'Optional', 'Constructor', 'Object', 'Main', 'Math', 'System',
  'len', 'cap', 'make', 'append', 'copy', 'print', 'object', 'super', 'prototype', 'arguments', 'eval',
]);

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function ident(value: unknown, where: string, what: string): string {
  if (typeof value !== 'string' || !IDENT.test(value) || RESERVED.has(value)) {
    throw new Error(`${where} 不是合法的${what}：${JSON.stringify(value)}`);
  }
  return value;
}

function type(value: unknown, where: string): TplType {
  try {
    return parseTplType(value as string);
  } catch (e) {
    throw new Error(`${where}：${(e as Error).message}`);
  }
}

const PARAM_KEYS = ['name', 'type', 'input_only', 'cycle', 'node_of'];

function params(list: unknown, where: string, allowSpecial: boolean): ParsedParam[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error(`${where} 必须是数组：[ { name, type }, ... ]`);
  const seen = new Set<string>();
  const out = list.map((raw: unknown, i) => {
    const at = `${where}[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${at} 必须是 { name, type }`);
    const p = raw as Record<string, unknown>;
    const extra = Object.keys(p).filter((k) => !PARAM_KEYS.includes(k));
    if (extra.length) throw new Error(`${at} 有未知的键 ${extra.join(', ')}（可用 ${PARAM_KEYS.join(', ')}）`);
    const name = ident(p.name, `${at}.name`, '参数名');
    if (seen.has(name)) throw new Error(`${where} 中参数名重复：${name}`);
    seen.add(name);
    const t = type(p.type, `${at}.type (${name})`);
    if (t.kind === 'void') throw new Error(`${at}.type (${name})：参数不能是 void`);
    if (!allowSpecial && (p.input_only !== undefined || p.cycle !== undefined || p.node_of !== undefined)) {
      throw new Error(`${at} (${name})：设计类的参数不支持 input_only / cycle / node_of`);
    }
    if (!allowSpecial && (isNode(t) || (isSeq(t) && isNode(t.of)))) {
      throw new Error(`${at}.type (${name})：设计类的参数不支持 ${typeName(t)}`);
    }
    if (p.input_only !== undefined && typeof p.input_only !== 'boolean') throw new Error(`${at}.input_only 必须是 true 或 false`);
    const param: ParsedParam = { name, type: t, inputOnly: p.input_only === true };
    if (p.cycle !== undefined) param.cycle = ident(p.cycle, `${at}.cycle`, '参数名');
    if (p.node_of !== undefined) param.nodeOf = ident(p.node_of, `${at}.node_of`, '参数名');
    return param;
  });
  // cross-references: `cycle` names an int input-only param; `node_of` an earlier param of the same node kind
  const byName = new Map(out.map((p) => [p.name, p]));
  out.forEach((p, i) => {
    const at = `${where}[${i}] (${p.name})`;
    if (p.cycle !== undefined) {
      if (p.type.kind !== 'ListNode') throw new Error(`${at}：cycle 只能用于 ListNode 参数`);
      const pos = byName.get(p.cycle);
      if (!pos || pos.type.kind !== 'int' || !pos.inputOnly) throw new Error(`${at}：cycle: ${p.cycle} 必须是一个 input_only: true 的 int 参数`);
    }
    if (p.nodeOf !== undefined) {
      if (p.type.kind !== 'TreeNode' && p.type.kind !== 'ListNode') throw new Error(`${at}：node_of 只能用于 TreeNode 或 ListNode 参数`);
      const owner = out.findIndex((q) => q.name === p.nodeOf);
      if (owner < 0 || owner >= i || out[owner].type.kind !== p.type.kind || out[owner].nodeOf !== undefined) {
        throw new Error(`${at}：node_of: ${p.nodeOf} 必须是在它之前声明的同类型（${p.type.kind}）参数`);
      }
    }
    if (p.inputOnly && !isScalar(p.type)) throw new Error(`${at}：input_only 参数只能是标量类型`);
  });
  return out;
}

function intersect(value: unknown, ps: ParsedParam[]): IntersectSpec | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('tpl.intersect 必须是 { a, b, skip_a, skip_b, val }');
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).filter((k) => !['a', 'b', 'skip_a', 'skip_b', 'val'].includes(k));
  if (extra.length) throw new Error(`tpl.intersect 有未知的键 ${extra.join(', ')}`);
  const ref = (key: string, kind: 'ListNode' | 'int', inputOnly: boolean) => {
    const name = ident(v[key], `tpl.intersect.${key}`, '参数名');
    const p = ps.find((q) => q.name === name);
    if (!p || p.type.kind !== kind || p.inputOnly !== inputOnly || p.cycle || p.nodeOf) {
      throw new Error(`tpl.intersect.${key}: ${name} 必须是${inputOnly ? ' input_only: true 的' : '传给函数的'} ${kind} 参数`);
    }
    return name;
  };
  const spec: IntersectSpec = { a: ref('a', 'ListNode', false), b: ref('b', 'ListNode', false), skipA: ref('skip_a', 'int', true), skipB: ref('skip_b', 'int', true) };
  if (spec.a === spec.b) throw new Error('tpl.intersect.a 和 b 必须是两个不同的参数');
  if (v.val !== undefined) spec.val = ref('val', 'int', true);
  return spec;
}

const FUNCTION_KEYS = ['function', 'params', 'returns', 'mutates', 'return_as', 'intersect'];
const CLASS_KEYS = ['class', 'constructor', 'methods'];

function parseFunction(sig: Record<string, unknown>): ParsedFunction {
  const extra = Object.keys(sig).filter((k) => !FUNCTION_KEYS.includes(k));
  if (extra.length) throw new Error(`tpl 有未知的键 ${extra.join(', ')}（函数题可用 ${FUNCTION_KEYS.join(', ')}）`);
  const fn = ident(sig.function, 'tpl.function', '函数名');
  if (!Array.isArray(sig.params)) throw new Error('tpl.params 必须是数组');
  const ps = params(sig.params, 'tpl.params', true);
  const returns = type(sig.returns, 'tpl.returns');
  const out: ParsedFunction = { kind: 'function', function: fn, params: ps, returns };
  if (returns.kind === 'void') {
    if (sig.mutates === undefined) throw new Error('tpl.returns 为 void 时必须用 mutates 指明输出哪个参数（调用后的值）');
    const name = ident(sig.mutates, 'tpl.mutates', '参数名');
    const p = ps.find((q) => q.name === name);
    if (!p || p.inputOnly || p.nodeOf) throw new Error(`tpl.mutates: ${name} 不是传给函数的参数`);
    if (isScalar(p.type)) throw new Error(`tpl.mutates: ${name} 是标量 ${typeName(p.type)}，函数无法原地修改它`);
    out.mutates = name;
  } else if (sig.mutates !== undefined) {
    throw new Error('tpl.mutates 只能用于 returns: void');
  }
  if (sig.return_as !== undefined) {
    if (sig.return_as !== 'val' && sig.return_as !== 'index') throw new Error(`tpl.return_as 只能是 val 或 index，实际为 ${JSON.stringify(sig.return_as)}`);
    if (returns.kind !== 'ListNode' && returns.kind !== 'TreeNode') throw new Error('tpl.return_as 只能用于返回 ListNode 或 TreeNode 的函数');
    if (sig.return_as === 'index' && (returns.kind !== 'ListNode' || !ps.some((p) => p.type.kind === 'ListNode' && !p.inputOnly))) {
      throw new Error('tpl.return_as: index 要求返回 ListNode 且有一个 ListNode 参数（下标按第一个 ListNode 参数计算）');
    }
    out.returnAs = sig.return_as;
  }
  const inter = intersect(sig.intersect, ps);
  if (inter) out.intersect = inter;
  if (!passedParams(out).length && ps.length) throw new Error('tpl.params 全部是 input_only，函数没有参数可传');
  return out;
}

function passedParams(f: ParsedFunction): ParsedParam[] {
  return f.params.filter((p) => !p.inputOnly);
}

function parseClass(sig: Record<string, unknown>): ParsedClass {
  const extra = Object.keys(sig).filter((k) => !CLASS_KEYS.includes(k));
  if (extra.length) throw new Error(`tpl 有未知的键 ${extra.join(', ')}（设计题可用 ${CLASS_KEYS.join(', ')}）`);
  const className = ident(sig.class, 'tpl.class', '类名');
  const ctor = params(own(sig, 'constructor') ? sig.constructor : [], 'tpl.constructor', false);
  if (!Array.isArray(sig.methods) || sig.methods.length === 0) throw new Error('tpl.methods 必须是非空数组：[ { name, params, returns } ]');
  const seen = new Set<string>();
  const methods: ParsedMethod[] = sig.methods.map((raw: unknown, i) => {
    const at = `tpl.methods[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${at} 必须是 { name, params, returns }`);
    const m = raw as Record<string, unknown>;
    const bad = Object.keys(m).filter((k) => !['name', 'params', 'returns'].includes(k));
    if (bad.length) throw new Error(`${at} 有未知的键 ${bad.join(', ')}（可用 name, params, returns）`);
    const name = ident(m.name, `${at}.name`, '方法名');
    if (name === className) throw new Error(`${at}.name 不能与类名相同`);
    // Go exports methods by capitalising them: get and Get would collide
    const key = name[0].toUpperCase() + name.slice(1);
    if (seen.has(key)) throw new Error(`${at}.name 重复：${name}`);
    seen.add(key);
    const returns = type(m.returns, `${at}.returns (${name})`);
    if (isNode(returns) || (isSeq(returns) && isNode(returns.of))) throw new Error(`${at}.returns (${name})：设计类的方法不支持返回 ${typeName(returns)}`);
    return { name, params: params(m.params, `${at}.params`, false), returns };
  });
  return { kind: 'class', className, ctor, methods };
}

/** Validates config.yaml `tpl` (a function signature or a design class) and returns it with parsed types. */
export function parseSignature(sig: TplSignature): ParsedSignature {
  if (!sig || typeof sig !== 'object' || Array.isArray(sig)) throw new Error('tpl 必须是对象：{ function, params, returns } 或 { class, constructor, methods }');
  const raw = sig as unknown as Record<string, unknown>;
  if (own(raw, 'class') && own(raw, 'function')) throw new Error('tpl 不能同时有 function 和 class');
  if (own(raw, 'class')) return parseClass(raw);
  if (!own(raw, 'function')) throw new Error('tpl 缺少 function（函数题）或 class（设计题）');
  return parseFunction(raw);
}

function paramDoc(p: ParsedParam): TplParam {
  const d: TplParam = { name: p.name, type: typeName(p.type) };
  if (p.inputOnly) d.input_only = true;
  if (p.cycle) d.cycle = p.cycle;
  if (p.nodeOf) d.node_of = p.nodeOf;
  return d;
}

/** The canonical config.yaml `tpl` document of a parsed signature (types spelled canonically, no extra keys). */
export function signatureDoc(sig: ParsedSignature): TplSignature {
  const doc = {} as TplSignature;
  if (sig.kind === 'class') {
    doc.class = sig.className;
    doc.constructor = sig.ctor.map(paramDoc);
    doc.methods = sig.methods.map((m) => ({ name: m.name, params: m.params.map(paramDoc), returns: typeName(m.returns) }));
    return doc;
  }
  doc.function = sig.function;
  doc.params = sig.params.map(paramDoc);
  doc.returns = typeName(sig.returns);
  if (sig.mutates) doc.mutates = sig.mutates;
  if (sig.returnAs) doc.return_as = sig.returnAs;
  if (sig.intersect) {
    const i = sig.intersect;
    doc.intersect = { a: i.a, b: i.b, skip_a: i.skipA, skip_b: i.skipB, ...(i.val ? { val: i.val } : {}) };
  }
  return doc;
}
