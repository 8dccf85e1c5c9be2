func inorderTraversal(root *TreeNode) []int {
    ans := []int{}
    var walk func(*TreeNode)
    walk = func(node *TreeNode) {
        if node == nil {
            return
        }
        walk(node.Left)
        ans = append(ans, node.Val)
        walk(node.Right)
    }
    walk(root)
    return ans
}
