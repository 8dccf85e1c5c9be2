import { TplSignature } from '../../../../types/judge';

export type ScalarKind = 'int' | 'long' | 'double' | 'bool' | 'string';
export type TplType =
  | { kind: ScalarKind }
  | { kind: 'ListNode' }
  | { kind: 'TreeNode' }
  | { kind: 'array'; of: TplType };

const SCALARS: ScalarKind[] = ['int', 'long', 'double', 'bool', 'string'];
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** names no driver can use as a parameter in some language */
const RESERVED = new Set([
  'main', 'class', 'int', 'long', 'double', 'bool', 'boolean', 'string', 'String', 'char', 'var', 'let', 'const',
  'function', 'func', 'return', 'if', 'else', 'for', 'while', 'do', 'new', 'delete', 'this', 'self', 'def', 'lambda',
  'None', 'True', 'False', 'null', 'nil', 'true', 'false', 'package', 'import', 'public', 'private', 'static', 'void',
  'struct', 'type', 'interface', 'map', 'range', 'go', 'chan', 'select', 'default', 'case', 'switch', 'break',
  'continue', 'try', 'catch', 'finally', 'throw', 'in', 'is', 'not', 'and', 'or', 'from', 'as', 'with', 'yield',
  'async', 'await', 'auto', 'template', 'typename', 'namespace', 'using', 'final', 'abstract', 'extends',
  'Solution', 'ListNode', 'TreeNode', 'List', 'Optional',
]);

/** "int", "long[]", "string[][]", "ListNode", "TreeNode" -> TplType; throws with a precise message */
export function parseTplType(text: string): TplType {
  const t = text.trim();
  if (t.endsWith('[]')) {
    const of = parseTplType(t.slice(0, -2));
    if (of.kind === 'ListNode' || of.kind === 'TreeNode') throw new Error(`不支持的类型 ${text}：数组元素只能是 int/long/double/bool/string`);
    if (of.kind === 'array' && of.of.kind === 'array') throw new Error(`不支持的类型 ${text}：数组最多两维`);
    return { kind: 'array', of };
  }
  if ((SCALARS as string[]).includes(t)) return { kind: t as ScalarKind };
  if (t === 'ListNode' || t === 'TreeNode') return { kind: t };
  throw new Error(`不支持的类型 ${text}（可用 int, long, double, bool, string, T[], T[][], ListNode, TreeNode）`);
}

export function typeName(t: TplType): string {
  return t.kind === 'array' ? `${typeName(t.of)}[]` : t.kind;
}

export function isScalar(t: TplType): t is { kind: ScalarKind } {
  return (SCALARS as string[]).includes(t.kind);
}

/** innermost element kind of an array type (or the type itself) */
export function elementKind(t: TplType): TplType['kind'] {
  return t.kind === 'array' ? elementKind(t.of) : t.kind;
}

export function arrayDepth(t: TplType): number {
  return t.kind === 'array' ? 1 + arrayDepth(t.of) : 0;
}

export interface ParsedSignature {
  function: string;
  params: { name: string; type: TplType }[];
  returns: TplType;
}

/** Validates config.yaml `tpl` and returns it with parsed types. */
export function parseSignature(sig: TplSignature): ParsedSignature {
  if (!sig || typeof sig !== 'object') throw new Error('tpl 必须是对象：{ function, params, returns }');
  if (typeof sig.function !== 'string' || !IDENT.test(sig.function) || RESERVED.has(sig.function)) {
    throw new Error(`tpl.function 不是合法的函数名：${String(sig.function)}`);
  }
  if (!Array.isArray(sig.params)) throw new Error('tpl.params 必须是数组');
  const seen = new Set<string>();
  const params = sig.params.map((p, i) => {
    if (!p || typeof p.name !== 'string' || !IDENT.test(p.name) || RESERVED.has(p.name)) {
      throw new Error(`tpl.params[${i}].name 不是合法的参数名：${String(p?.name)}`);
    }
    if (seen.has(p.name)) throw new Error(`tpl.params 中参数名重复：${p.name}`);
    seen.add(p.name);
    if (typeof p.type !== 'string') throw new Error(`tpl.params[${i}].type 缺失`);
    return { name: p.name, type: parseTplType(p.type) };
  });
  if (typeof sig.returns !== 'string') throw new Error('tpl.returns 缺失');
  return { function: sig.function, params, returns: parseTplType(sig.returns) };
}
