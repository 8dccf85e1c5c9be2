// appends list2 after list1 without merging
func mergeTwoLists(list1 *ListNode, list2 *ListNode) *ListNode {
    if list1 == nil {
        return list2
    }
    p := list1
    for p.Next != nil {
        p = p.Next
    }
    p.Next = list2
    return list1
}
