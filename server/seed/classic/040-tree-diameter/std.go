func diameterOfBinaryTree(root *TreeNode) int {
    best := 0
    var height func(*TreeNode) int
    height = func(node *TreeNode) int {
        if node == nil {
            return 0
        }
        l, r := height(node.Left), height(node.Right)
        if l+r > best {
            best = l + r
        }
        if l > r {
            return l + 1
        }
        return r + 1
    }
    height(root)
    return best
}
