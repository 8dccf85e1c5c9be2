func pathSum(root *TreeNode, targetSum int) int {
    seen := map[int]int{0: 1}
    var count func(node *TreeNode, sum int) int
    count = func(node *TreeNode, sum int) int {
        if node == nil {
            return 0
        }
        sum += node.Val
        res := seen[sum-targetSum]
        seen[sum]++
        res += count(node.Left, sum) + count(node.Right, sum)
        seen[sum]--
        return res
    }
    return count(root, 0)
}
