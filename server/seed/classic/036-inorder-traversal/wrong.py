# visits the right subtree before the left one
class Solution:
    def inorderTraversal(self, root: Optional[TreeNode]) -> List[int]:
        if not root:
            return []
        return self.inorderTraversal(root.right) + [root.val] + self.inorderTraversal(root.left)
