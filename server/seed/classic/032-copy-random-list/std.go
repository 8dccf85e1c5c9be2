func copyRandomList(head *Node) *Node {
    copies := map[*Node]*Node{nil: nil}
    for p := head; p != nil; p = p.Next {
        copies[p] = &Node{Val: p.Val}
    }
    for p := head; p != nil; p = p.Next {
        copies[p].Next = copies[p.Next]
        copies[p].Random = copies[p.Random]
    }
    return copies[head]
}
