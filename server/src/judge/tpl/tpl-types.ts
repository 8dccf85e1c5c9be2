/**
 * The TPL type language of config.yaml `tpl` (see ./README.md for the full syntax and each
 * language's generated types). Parsing is strict: every error names the offending text.
 */
export type ScalarKind = 'int' | 'long' | 'double' | 'bool' | 'string' | 'char';
export type NodeKind = 'ListNode' | 'TreeNode' | 'Node';
export type TplType =
  | { kind: ScalarKind }
  | { kind: NodeKind }
  /** fixed-size array: C++ vector, Java T[], Go slice */
  | { kind: 'array'; of: TplType }
  /** growable list: C++ vector, Java List<Boxed>, Go slice */
  | { kind: 'list'; of: TplType }
  | { kind: 'void' };

export const SCALARS: readonly ScalarKind[] = ['int', 'long', 'double', 'bool', 'string', 'char'];
export const NODE_KINDS: readonly NodeKind[] = ['ListNode', 'TreeNode', 'Node'];

/** Java's boxed names are accepted too, so a signature can be copied from a Java template. */
const ALIASES: Record<string, ScalarKind> = {
  Integer: 'int',
  Long: 'long',
  Double: 'double',
  boolean: 'bool',
  Boolean: 'bool',
  String: 'string',
  Character: 'char',
};

const HELP = '可用 int, long, double, bool, string, char, T[], T[][], List<T>, List<List<T>>, ListNode, TreeNode, Node, ListNode[]，返回值还可用 void';

export class TplTypeError extends Error {}

function scalarOf(t: string): ScalarKind | undefined {
  if ((SCALARS as readonly string[]).includes(t)) return t as ScalarKind;
  return ALIASES[t];
}

function parseInner(text: string, whole: string): TplType {
  const t = text.replace(/\s+/g, '');
  if (t.endsWith('[]')) {
    const of = parseInner(t.slice(0, -2), whole);
    if (of.kind === 'void' || of.kind === 'list') throw new TplTypeError(`不支持的类型 ${whole}：数组元素不能是 ${typeName(of)}`);
    if (of.kind === 'array' && of.of.kind === 'array') throw new TplTypeError(`不支持的类型 ${whole}：数组最多两维`);
    if (of.kind === 'array' && !isScalar(of.of)) throw new TplTypeError(`不支持的类型 ${whole}：链表/树节点数组只能是一维`);
    if (of.kind === 'Node') throw new TplTypeError(`不支持的类型 ${whole}：Node 不能组成数组`);
    return { kind: 'array', of };
  }
  const m = t.match(/^List<(.+)>$/);
  if (m) {
    const of = parseInner(m[1], whole);
    if (of.kind === 'list') {
      if (!isScalar(of.of)) throw new TplTypeError(`不支持的类型 ${whole}：List 最多两层，元素为标量`);
      return { kind: 'list', of };
    }
    if (!isScalar(of)) throw new TplTypeError(`不支持的类型 ${whole}：List 的元素只能是标量或 List<标量>`);
    return { kind: 'list', of };
  }
  const s = scalarOf(t);
  if (s) return { kind: s };
  if ((NODE_KINDS as readonly string[]).includes(t)) return { kind: t as NodeKind };
  if (t === 'void') return { kind: 'void' };
  throw new TplTypeError(`不支持的类型 ${whole}（${HELP}）`);
}

/** "int", "long[]", "char[][]", "List<List<String>>", "ListNode[]", "void" -> TplType; throws TplTypeError */
export function parseTplType(text: string): TplType {
  if (typeof text !== 'string' || !text.trim()) throw new TplTypeError(`类型缺失（${HELP}）`);
  return parseInner(text, text.trim());
}

/** canonical spelling: int[], List<List<int>>, ListNode[] */
export function typeName(t: TplType): string {
  if (t.kind === 'array') return `${typeName(t.of)}[]`;
  if (t.kind === 'list') return `List<${typeName(t.of)}>`;
  return t.kind;
}

export function isScalar(t: TplType): t is { kind: ScalarKind } {
  return (SCALARS as readonly string[]).includes(t.kind);
}

export function isNode(t: TplType): t is { kind: NodeKind } {
  return (NODE_KINDS as readonly string[]).includes(t.kind);
}

/** int[] and List<int> alike */
export function isSeq(t: TplType): t is { kind: 'array' | 'list'; of: TplType } {
  return t.kind === 'array' || t.kind === 'list';
}

/** innermost element kind of an array/list type (or the type itself) */
export function elementKind(t: TplType): TplType['kind'] {
  return isSeq(t) ? elementKind(t.of) : t.kind;
}

export function seqDepth(t: TplType): number {
  return isSeq(t) ? 1 + seqDepth(t.of) : 0;
}

/** every type the signature mentions (params, returns, design methods) */
export function typesOf(sig: ParsedSignature): TplType[] {
  if (sig.kind === 'class') {
    return [...sig.ctor.map((p) => p.type), ...sig.methods.flatMap((m) => [m.returns, ...m.params.map((p) => p.type)])];
  }
  return [sig.returns, ...sig.params.map((p) => p.type)];
}

/** whether the signature uses ListNode / TreeNode / Node anywhere (for prelude docs) */
export function usesKind(sig: ParsedSignature, kind: TplType['kind']): boolean {
  return typesOf(sig).some((t) => elementKind(t) === kind);
}

export interface ParsedParam {
  name: string;
  type: TplType;
  /** read from the input but not passed to the function (e.g. `pos` of a cycle) */
  inputOnly: boolean;
  /** ListNode: the tail's next is the node at index <param> (-1: no cycle) */
  cycle?: string;
  /** TreeNode/ListNode given by value: the first node with that value in <param> */
  nodeOf?: string;
}

export interface IntersectSpec {
  a: string;
  b: string;
  skipA: string;
  skipB: string;
  val?: string;
}

export interface ParsedFunction {
  kind: 'function';
  function: string;
  params: ParsedParam[];
  returns: TplType;
  /** returns void: the printed result is this argument after the call */
  mutates?: string;
  /** a returned ListNode/TreeNode printed as its value ("val") or its index in the first ListNode param ("index") */
  returnAs?: 'val' | 'index';
  intersect?: IntersectSpec;
}

export interface ParsedMethod {
  name: string;
  params: ParsedParam[];
  returns: TplType;
}

export interface ParsedClass {
  kind: 'class';
  className: string;
  ctor: ParsedParam[];
  methods: ParsedMethod[];
}

export type ParsedSignature = ParsedFunction | ParsedClass;

/** parameters passed to the function, in order (input-only ones left out) */
export function passedParams(sig: ParsedFunction): ParsedParam[] {
  return sig.params.filter((p) => !p.inputOnly);
}
