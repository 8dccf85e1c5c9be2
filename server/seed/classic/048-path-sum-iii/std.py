class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> int:
        seen = defaultdict(int)
        seen[0] = 1
        def count(node, total):
            if not node:
                return 0
            total += node.val
            res = seen[total - targetSum]
            seen[total] += 1
            res += count(node.left, total) + count(node.right, total)
            seen[total] -= 1
            return res
        return count(root, 0)
