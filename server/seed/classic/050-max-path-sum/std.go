func maxPathSum(root *TreeNode) int {
    best := math.MinInt64
    var gain func(*TreeNode) int
    gain = func(node *TreeNode) int {
        if node == nil {
            return 0
        }
        l, r := gain(node.Left), gain(node.Right)
        if l < 0 {
            l = 0
        }
        if r < 0 {
            r = 0
        }
        if node.Val+l+r > best {
            best = node.Val + l + r
        }
        if l > r {
            return node.Val + l
        }
        return node.Val + r
    }
    gain(root)
    return best
}
