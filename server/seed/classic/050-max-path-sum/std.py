class Solution:
    def maxPathSum(self, root: Optional[TreeNode]) -> int:
        best = float("-inf")
        def gain(node):
            nonlocal best
            if not node:
                return 0
            l, r = max(0, gain(node.left)), max(0, gain(node.right))
            best = max(best, node.val + l + r)
            return node.val + max(l, r)
        gain(root)
        return best
