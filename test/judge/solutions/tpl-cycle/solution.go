func detectCycle(head *ListNode) *ListNode {
	seen := map[*ListNode]bool{}
	for p := head; p != nil; p = p.Next {
		if seen[p] {
			return p
		}
		seen[p] = true
	}
	return nil
}
