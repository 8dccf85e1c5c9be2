# counts only paths that end at a leaf
class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> int:
        def down(node, total):
            if not node:
                return 0
            total += node.val
            if not node.left and not node.right:
                return int(total == targetSum)
            return down(node.left, total) + down(node.right, total)
        def every(node):
            return down(node, 0) + every(node.left) + every(node.right) if node else 0
        return every(root)
