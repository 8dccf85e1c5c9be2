func levelOrder(root *TreeNode) [][]int {
    ans := [][]int{}
    if root == nil {
        return ans
    }
    level := []*TreeNode{root}
    for len(level) > 0 {
        vals := []int{}
        next := []*TreeNode{}
        for _, n := range level {
            vals = append(vals, n.Val)
            if n.Left != nil {
                next = append(next, n.Left)
            }
            if n.Right != nil {
                next = append(next, n.Right)
            }
        }
        ans = append(ans, vals)
        level = next
    }
    return ans
}
