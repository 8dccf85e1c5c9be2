func swapPairs(head *ListNode) *ListNode {
    dummy := &ListNode{Next: head}
    prev := dummy
    for prev.Next != nil && prev.Next.Next != nil {
        a, b := prev.Next, prev.Next.Next
        a.Next = b.Next
        b.Next = a
        prev.Next = b
        prev = a
    }
    return dummy.Next
}
