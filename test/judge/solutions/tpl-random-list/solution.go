/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Next *Node
 *     Random *Node
 * }
 */
func copyRandomList(head *Node) *Node {
	m := map[*Node]*Node{nil: nil}
	for p := head; p != nil; p = p.Next {
		m[p] = &Node{Val: p.Val}
	}
	for p := head; p != nil; p = p.Next {
		m[p].Next = m[p.Next]
		m[p].Random = m[p.Random]
	}
	return m[head]
}
