/** The Go driver (main.go); node helpers are spliced in only for the node types the signature uses. */
export const GO_MAIN = `package main

import (
	"bufio"
	"encoding/json"
	"os"
	"reflect"
)

var ctStdout = os.Stdout

func ctFail(msg string) {
	os.Stderr.WriteString("ct_judge: " + msg + "\\n")
	os.Exit(3)
}

func ctDecode[T any](raw []byte) T {
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		ctFail(err.Error())
	}
	return v
}

func ctChar(raw []byte) byte {
	s := ctDecode[string](raw)
	if len(s) == 0 {
		return 0
	}
	return s[0]
}

func ctChars(raw []byte) []byte {
	s := ctDecode[[]string](raw)
	out := make([]byte, len(s))
	for i, c := range s {
		if len(c) > 0 {
			out[i] = c[0]
		}
	}
	return out
}

func ctChars2(raw []byte) [][]byte {
	rows := ctDecode[[]json.RawMessage](raw)
	out := make([][]byte, len(rows))
	for i, r := range rows {
		out[i] = ctChars(r)
	}
	return out
}

__NODES__

// ctPlain turns results into JSON-ready values: nodes as arrays, bytes as one-character strings, nil slices as [].
func ctPlain(x interface{}) interface{} {
	switch v := x.(type) {
	case nil:
		return nil
	case byte:
		return string([]byte{v})
__PLAIN_CASES__
	}
	rv := reflect.ValueOf(x)
	if rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array {
		out := make([]interface{}, rv.Len())
		for i := range out {
			out[i] = ctPlain(rv.Index(i).Interface())
		}
		return out
	}
	return x
}

func ctLine(lines []string, k int) []byte {
	if k < len(lines) && len(lines[k]) > 0 {
		return []byte(lines[k])
	}
	return []byte("null")
}

func main() {
	os.Stdout = os.Stderr
	ctIn := bufio.NewReaderSize(os.Stdin, 1<<20)
	var ctLines []string
	for {
		s, err := ctIn.ReadString('\\n')
		if len(s) > 0 {
			for len(s) > 0 && (s[len(s)-1] == '\\n' || s[len(s)-1] == '\\r') {
				s = s[:len(s)-1]
			}
			ctLines = append(ctLines, s)
		}
		if err != nil {
			break
		}
	}
__BODY__
	ctBytes, err := json.Marshal(ctResult)
	if err != nil {
		ctFail(err.Error())
	}
	ctW := bufio.NewWriter(ctStdout)
	ctW.Write(ctBytes)
	ctW.WriteString("\\n")
	ctW.Flush()
}
`;

export const GO_RUNTIME_LIST = `type ListNode struct {
	Val  int
	Next *ListNode
}

func ctListOf(v []int) *ListNode {
	head := &ListNode{}
	t := head
	for _, x := range v {
		t.Next = &ListNode{Val: x}
		t = t.Next
	}
	return head.Next
}

func ctList(raw []byte) *ListNode { return ctListOf(ctDecode[[]int](raw)) }

func ctLists(raw []byte) []*ListNode {
	vs := ctDecode[[][]int](raw)
	out := make([]*ListNode, len(vs))
	for i, v := range vs {
		out[i] = ctListOf(v)
	}
	return out
}

func ctWalk(head *ListNode) []*ListNode {
	seen := map[*ListNode]bool{}
	var out []*ListNode
	for t := head; t != nil && !seen[t] && len(out) < 10000000; t = t.Next {
		seen[t] = true
		out = append(out, t)
	}
	return out
}

func ctListPlain(v *ListNode) []int {
	out := []int{}
	for _, n := range ctWalk(v) {
		out = append(out, n.Val)
	}
	return out
}

func ctLinkCycle(head *ListNode, pos int) {
	nodes := ctWalk(head)
	if pos < 0 || len(nodes) == 0 || pos >= len(nodes) {
		return
	}
	nodes[len(nodes)-1].Next = nodes[pos]
}

func ctShareTail(a, b *ListNode, sa, sb int) *ListNode {
	na := ctWalk(a)
	if sa >= len(na) {
		return b
	}
	if sb == 0 {
		return na[sa]
	}
	nb := ctWalk(b)
	if sb-1 < len(nb) {
		nb[sb-1].Next = na[sa]
	}
	return b
}

func ctFindList(head *ListNode, v int) *ListNode {
	for _, n := range ctWalk(head) {
		if n.Val == v {
			return n
		}
	}
	return nil
}

func ctListIndex(head *ListNode) map[*ListNode]int {
	at := map[*ListNode]int{}
	for k, n := range ctWalk(head) {
		at[n] = k
	}
	return at
}
`;

export const GO_RUNTIME_TREE = `type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func ctTreeOf(v []*int) *TreeNode {
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

func ctTree(raw []byte) *TreeNode { return ctTreeOf(ctDecode[[]*int](raw)) }

func ctTrees(raw []byte) []*TreeNode {
	vs := ctDecode[[][]*int](raw)
	out := make([]*TreeNode, len(vs))
	for i, v := range vs {
		out[i] = ctTreeOf(v)
	}
	return out
}

func ctTreePlain(v *TreeNode) []interface{} {
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
}

func ctFindTree(root *TreeNode, v int) *TreeNode {
	q := []*TreeNode{}
	if root != nil {
		q = append(q, root)
	}
	for len(q) > 0 {
		n := q[0]
		q = q[1:]
		if n.Val == v {
			return n
		}
		if n.Left != nil {
			q = append(q, n.Left)
		}
		if n.Right != nil {
			q = append(q, n.Right)
		}
	}
	return nil
}
`;

export const GO_RUNTIME_NODE = `type Node struct {
	Val    int
	Next   *Node
	Random *Node
}

func ctRandom(raw []byte) *Node {
	vs := ctDecode[[][]*int](raw)
	nodes := make([]*Node, len(vs))
	for i, v := range vs {
		nodes[i] = &Node{Val: *v[0]}
	}
	for i, v := range vs {
		if i+1 < len(nodes) {
			nodes[i].Next = nodes[i+1]
		}
		if v[1] != nil {
			nodes[i].Random = nodes[*v[1]]
		}
	}
	if len(nodes) == 0 {
		return nil
	}
	return nodes[0]
}

func ctNodeWalk(head *Node) []*Node {
	seen := map[*Node]bool{}
	var out []*Node
	for t := head; t != nil && !seen[t] && len(out) < 10000000; t = t.Next {
		seen[t] = true
		out = append(out, t)
	}
	return out
}

func ctNodePlain(v *Node) [][]interface{} {
	nodes := ctNodeWalk(v)
	at := map[*Node]int{}
	for k, n := range nodes {
		at[n] = k
	}
	out := make([][]interface{}, len(nodes))
	for k, n := range nodes {
		var r interface{}
		if n.Random != nil {
			if i, ok := at[n.Random]; ok {
				r = i
			} else {
				r = -1
			}
		}
		out[k] = []interface{}{n.Val, r}
	}
	return out
}

func ctNodeSet(head *Node) map[*Node]bool {
	s := map[*Node]bool{}
	for _, n := range ctNodeWalk(head) {
		s[n] = true
	}
	return s
}

func ctCopy(r *Node, inputs ...map[*Node]bool) interface{} {
	for _, n := range ctNodeWalk(r) {
		for _, in := range inputs {
			if in[n] || (n.Random != nil && in[n.Random]) {
				return "not a deep copy: node shared with the input"
			}
		}
	}
	return ctNodePlain(r)
}
`;
