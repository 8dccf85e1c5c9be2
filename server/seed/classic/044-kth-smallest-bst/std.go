func kthSmallest(root *TreeNode, k int) int {
    stack := []*TreeNode{}
    node := root
    for {
        for node != nil {
            stack = append(stack, node)
            node = node.Left
        }
        node = stack[len(stack)-1]
        stack = stack[:len(stack)-1]
        k--
        if k == 0 {
            return node.Val
        }
        node = node.Right
    }
}
