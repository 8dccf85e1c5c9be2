/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
func mergeKLists(lists []*ListNode) *ListNode {
	var merge func(a, b *ListNode) *ListNode
	merge = func(a, b *ListNode) *ListNode {
		if a == nil {
			return b
		}
		if b == nil {
			return a
		}
		if a.Val <= b.Val {
			a.Next = merge(a.Next, b)
			return a
		}
		b.Next = merge(a, b.Next)
		return b
	}
	var res *ListNode
	for _, l := range lists {
		res = merge(res, l)
	}
	return res
}
