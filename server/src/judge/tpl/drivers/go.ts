import { ParsedSignature, TplType } from '../tpl-types';

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
    case 'ListNode':
    case 'TreeNode':
      return `*${t.kind}`;
    case 'array':
      return `[]${goType(t.of)}`;
  }
}

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

const MAIN = `package main

import (
	"bufio"
	"encoding/json"
	"os"
)

type ListNode struct {
	Val  int
	Next *ListNode
}

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func ctList(v []int) *ListNode {
	head := &ListNode{}
	t := head
	for _, x := range v {
		t.Next = &ListNode{Val: x}
		t = t.Next
	}
	return head.Next
}

func ctTree(v []*int) *TreeNode {
	if len(v) == 0 || v[0] == nil {
		return nil
	}
	root := &TreeNode{Val: *v[0]}
	q := []*TreeNode{root}
	k := 1
	for len(q) > 0 && k < len(v) {
		n := q[0]
		q = q[1:]
		if k < len(v) && v[k] != nil {
			n.Left = &TreeNode{Val: *v[k]}
			q = append(q, n.Left)
		}
		k++
		if k < len(v) && v[k] != nil {
			n.Right = &TreeNode{Val: *v[k]}
			q = append(q, n.Right)
		}
		k++
	}
	return root
}

// ctPlain turns results into JSON-ready values: lists and trees as arrays, nil slices as [].
func ctPlain(x interface{}) interface{} {
	switch v := x.(type) {
	case *ListNode:
		out := []int{}
		for t := v; t != nil && len(out) < 10000000; t = t.Next {
			out = append(out, t.Val)
		}
		return out
	case *TreeNode:
		order := []*TreeNode{v}
		if v == nil {
			order = nil
		}
		for k := 0; k < len(order); k++ {
			if order[k] != nil {
				order = append(order, order[k].Left, order[k].Right)
			}
		}
		for len(order) > 0 && order[len(order)-1] == nil {
			order = order[:len(order)-1]
		}
		out := make([]interface{}, len(order))
		for k, n := range order {
			if n != nil {
				out[k] = n.Val
			}
		}
		return out
__PLAIN_CASES__
	}
	return x
}

func ctLine(lines []string, k int) []byte {
	if k < len(lines) {
		return []byte(lines[k])
	}
	return nil
}

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<20)
	var lines []string
	for {
		s, err := r.ReadString('\\n')
		if len(s) > 0 {
			for len(s) > 0 && (s[len(s)-1] == '\\n' || s[len(s)-1] == '\\r') {
				s = s[:len(s)-1]
			}
			lines = append(lines, s)
		}
		if err != nil {
			break
		}
	}
__READS__
	ctResult := __FN__(__ARGS__)
	out, err := json.Marshal(ctPlain(ctResult))
	if err != nil {
		os.Stderr.WriteString(err.Error())
		os.Exit(3)
	}
	w := bufio.NewWriter(os.Stdout)
	w.Write(out)
	w.WriteString("\\n")
	w.Flush()
}
`;

function read(t: TplType, k: number): string {
  const v = `ctA${k}`;
  const line = `ctLine(lines, ${k})`;
  if (t.kind === 'ListNode') return `\tvar ${v}Raw []int\n\tjson.Unmarshal(${line}, &${v}Raw)\n\t${v} := ctList(${v}Raw)`;
  if (t.kind === 'TreeNode') return `\tvar ${v}Raw []*int\n\tjson.Unmarshal(${line}, &${v}Raw)\n\t${v} := ctTree(${v}Raw)`;
  return `\tvar ${v} ${goType(t)}\n\tif err := json.Unmarshal(${line}, &${v}); err != nil {\n\t\tos.Stderr.WriteString(err.Error())\n\t\tos.Exit(3)\n\t}`;
}

/** nil slices print as [] (json.Marshal would say null) */
function plainCases(t: TplType): string {
  if (t.kind !== 'array') return '';
  const name = goType(t);
  if (t.of.kind === 'array') {
    const inner = goType(t.of);
    return `\tcase ${name}:\n\t\tout := make([]interface{}, len(v))\n\t\tfor k, e := range v {\n\t\t\tif e == nil {\n\t\t\t\tout[k] = ${inner}{}\n\t\t\t} else {\n\t\t\t\tout[k] = e\n\t\t\t}\n\t\t}\n\t\treturn out`;
  }
  return `\tcase ${name}:\n\t\tif v == nil {\n\t\t\treturn ${name}{}\n\t\t}\n\t\treturn v`;
}

/** solution.go holds the user's code (package clause and auto-imports on line 1), main.go the driver. */
export function goSources(sig: ParsedSignature, code: string): Record<string, string> {
  const user = code.replace(/^\s*package\s+main\s*;?/, '');
  const have = userImports(user);
  const auto = AUTO_IMPORTS.filter(([p]) => !have.has(p));
  const head = `package main; ${auto.length ? `import (${auto.map(([p]) => `"${p}"`).join('; ')})` : ''}\n`;
  const anchors = auto.map(([, a]) => `var _ = ${a}`).join('\n');
  const main = MAIN.replace('__READS__', sig.params.map((p, k) => read(p.type, k)).join('\n'))
    .replace('__FN__', sig.function)
    .replace('__ARGS__', sig.params.map((_, k) => `ctA${k}`).join(', '))
    .replace('__PLAIN_CASES__', plainCases(sig.returns));
  return { 'main.go': main, 'solution.go': `${head}${user}\n\n${anchors}\n` };
}
