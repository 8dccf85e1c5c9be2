# off by one: returns the (k+1)-th smallest (0-based index k)
class Solution:
    def kthSmallest(self, root: Optional[TreeNode], k: int) -> int:
        vals = []
        def inorder(node):
            if node:
                inorder(node.left)
                vals.append(node.val)
                inorder(node.right)
        inorder(root)
        return vals[min(k, len(vals) - 1)]
