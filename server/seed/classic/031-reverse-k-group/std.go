func reverseKGroup(head *ListNode, k int) *ListNode {
    dummy := &ListNode{Next: head}
    prev := dummy
    for {
        end := prev
        for i := 0; i < k && end != nil; i++ {
            end = end.Next
        }
        if end == nil {
            break
        }
        first, next := prev.Next, end.Next
        p, q := first, next
        for p != next {
            t := p.Next
            p.Next = q
            q = p
            p = t
        }
        prev.Next = end
        prev = first
    }
    return dummy.Next
}
