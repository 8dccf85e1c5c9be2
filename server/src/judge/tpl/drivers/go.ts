import { ParsedClass, ParsedFunction, ParsedSignature, TplType, usesKind } from '../tpl-types';
import { GO_MAIN, GO_RUNTIME_LIST, GO_RUNTIME_NODE, GO_RUNTIME_TREE } from './go-runtime';

export function goType(t: TplType): string {
  switch (t.kind) {
    case 'int':
      return 'int';
    case 'long':
      return 'int64';
    case 'double':
      return 'float64';
    case 'bool':
      return 'bool';
    case 'string':
      return 'string';
    case 'char':
      return 'byte';
    case 'void':
      return '';
    case 'ListNode':
    case 'TreeNode':
    case 'Node':
      return `*${t.kind}`;
    case 'array':
    case 'list':
      return `[]${goType(t.of)}`;
  }
}

/** Go exports methods by capitalising them, as LeetCode-cn's Go templates do. */
export const goMethod = (name: string) => name[0].toUpperCase() + name.slice(1);

/** Packages LeetCode-cn lets Go code use without importing; each gets an anchor so it is never "unused". */
const AUTO_IMPORTS: [string, string][] = [
  ['fmt', 'fmt.Sprint'],
  ['sort', 'sort.Ints'],
  ['strings', 'strings.Split'],
  ['strconv', 'strconv.Itoa'],
  ['math', 'math.Abs'],
  ['math/bits', 'bits.OnesCount'],
  ['math/rand', 'rand.Intn'],
  ['container/heap', 'heap.Init'],
  ['container/list', 'list.New'],
  ['unicode', 'unicode.IsDigit'],
  ['bytes', 'bytes.Compare'],
];

/** import paths the user's code already imports */
function userImports(code: string): Set<string> {
  const found = new Set<string>();
  const re = /^\s*import\s*(\(([^)]*)\)|((?:\w+\s+)?"[^"]+"))/gm;
  for (const m of code.matchAll(re)) {
    for (const q of (m[2] ?? m[3] ?? '').matchAll(/"([^"]+)"/g)) found.add(q[1]);
  }
  return found;
}

const isChar = (t: TplType) => t.kind === 'char';
const seqOf = (t: TplType) => (t.kind === 'array' || t.kind === 'list' ? t.of : undefined);

/** expression turning a raw JSON line/argument into the Go value */
function read(t: TplType, raw: string): string {
  const of = seqOf(t);
  if (isChar(t)) return `ctChar(${raw})`;
  if (of && isChar(of)) return `ctChars(${raw})`;
  if (of && seqOf(of) && isChar(seqOf(of)!)) return `ctChars2(${raw})`;
  if (t.kind === 'ListNode') return `ctList(${raw})`;
  if (t.kind === 'TreeNode') return `ctTree(${raw})`;
  if (t.kind === 'Node') return `ctRandom(${raw})`;
  if (of && of.kind === 'ListNode') return `ctLists(${raw})`;
  if (of && of.kind === 'TreeNode') return `ctTrees(${raw})`;
  return `ctDecode[${goType(t)}](${raw})`;
}

function functionBody(sig: ParsedFunction): string {
  const v = (n: string) => `a_${n}`;
  const b: string[] = [];
  sig.params.forEach((p, k) => {
    const raw = `ctLine(ctLines, ${k})`;
    if (p.nodeOf) {
      const finder = p.type.kind === 'TreeNode' ? 'ctFindTree' : 'ctFindList';
      b.push(`\tvar ${v(p.name)} ${goType(p.type)}`, `\tif raw := ${raw}; string(raw) != "null" {\n\t\t${v(p.name)} = ${finder}(${v(p.nodeOf)}, ctDecode[int](raw))\n\t}`);
    } else {
      b.push(`\t${v(p.name)} := ${read(p.type, raw)}`);
    }
    b.push(`\t_ = ${v(p.name)}`);
  });
  for (const p of sig.params) if (p.cycle) b.push(`\tctLinkCycle(${v(p.name)}, ${v(p.cycle)})`);
  const i = sig.intersect;
  if (i) b.push(`\t${v(i.b)} = ctShareTail(${v(i.a)}, ${v(i.b)}, ${v(i.skipA)}, ${v(i.skipB)})`);
  const nodeIn = sig.params.filter((p) => p.type.kind === 'Node' && !p.inputOnly);
  for (const p of nodeIn) b.push(`\tseen_${p.name} := ctNodeSet(${v(p.name)})`);
  const firstList = sig.params.find((p) => p.type.kind === 'ListNode' && !p.inputOnly);
  if (sig.returnAs === 'index') b.push(`\tctIndex := ctListIndex(${v(firstList!.name)})`);
  const call = `${sig.function}(${sig.params.filter((p) => !p.inputOnly).map((p) => v(p.name)).join(', ')})`;
  b.push('\tvar ctResult interface{}');
  if (sig.returns.kind === 'void') {
    b.push(`\t${call}`, `\tctResult = ctPlain(${v(sig.mutates!)})`);
  } else {
    b.push(`\tctR := ${call}`);
    if (sig.returnAs === 'val') b.push('\tif ctR != nil {\n\t\tctResult = ctR.Val\n\t}');
    else if (sig.returnAs === 'index') b.push('\tif ctR != nil {\n\t\tif k, ok := ctIndex[ctR]; ok {\n\t\t\tctResult = k\n\t\t} else {\n\t\t\tctResult = "the returned node is not a node of the input list"\n\t\t}\n\t}');
    else if (sig.returns.kind === 'Node' && nodeIn.length) b.push(`\tctResult = ctCopy(ctR, ${nodeIn.map((p) => `seen_${p.name}`).join(', ')})`);
    else b.push('\tctResult = ctPlain(ctR)');
  }
  return b.join('\n');
}

function classBody(sig: ParsedClass): string {
  const args = (ps: ParsedClass['ctor']) => ps.map((p, k) => read(p.type, `ctArgs[ctK][${k}]`)).join(', ');
  const cases = sig.methods.map((m) => {
    const call = `ctObj.${goMethod(m.name)}(${args(m.params)})`;
    return m.returns.kind === 'void'
      ? `\t\tcase ${JSON.stringify(m.name)}:\n\t\t\t${call}\n\t\t\tctOut = append(ctOut, nil)`
      : `\t\tcase ${JSON.stringify(m.name)}:\n\t\t\tctOut = append(ctOut, ctPlain(${call}))`;
  });
  return `\tctOps := ctDecode[[]string](ctLine(ctLines, 0))
\tctArgs := ctDecode[[][]json.RawMessage](ctLine(ctLines, 1))
\tctK := 0
\tctObj := Constructor(${args(sig.ctor)})
\tctOut := []interface{}{nil}
\tfor ctK = 1; ctK < len(ctOps); ctK++ {
\t\tswitch ctOps[ctK] {
${cases.join('\n')}
\t\tdefault:
\t\t\tctFail("unknown operation " + ctOps[ctK])
\t\t}
\t}
\tvar ctResult interface{} = ctOut`;
}

/** solution.go holds the user's code (package clause and auto-imports on line 1), main.go the driver. */
export function goSources(sig: ParsedSignature, code: string): Record<string, string> {
  const user = code.replace(/^\s*package\s+main\s*;?/, '');
  const have = userImports(user);
  const auto = AUTO_IMPORTS.filter(([p]) => !have.has(p));
  const head = `package main; ${auto.length ? `import (${auto.map(([p]) => `"${p}"`).join('; ')})` : ''}\n`;
  const anchors = auto.map(([, a]) => `var _ = ${a}`).join('\n');
  const kinds = (['ListNode', 'TreeNode', 'Node'] as const).filter((k) => usesKind(sig, k));
  const chunks = { ListNode: GO_RUNTIME_LIST, TreeNode: GO_RUNTIME_TREE, Node: GO_RUNTIME_NODE };
  const plainCases = { ListNode: '\tcase *ListNode:\n\t\treturn ctListPlain(v)', TreeNode: '\tcase *TreeNode:\n\t\treturn ctTreePlain(v)', Node: '\tcase *Node:\n\t\treturn ctNodePlain(v)' };
  const main = GO_MAIN.replace('__NODES__', kinds.map((k) => chunks[k]).join('\n'))
    .replace('__PLAIN_CASES__', kinds.map((k) => plainCases[k]).join('\n'))
    .replace('__BODY__', sig.kind === 'class' ? classBody(sig) : functionBody(sig));
  return { 'main.go': main, 'solution.go': `${head}${user}\n\n${anchors}\n` };
}
