class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        ans = []
        level = [root] if root else []
        while level:
            ans.append([n.val for n in level])
            level = [c for n in level for c in (n.left, n.right) if c]
        return ans
