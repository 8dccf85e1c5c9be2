class Solution:
    def flatten(self, root: Optional[TreeNode]) -> None:
        """
        Do not return anything, modify root in-place instead.
        """
        order = []
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            order.append(node)
            if node.right:
                stack.append(node.right)
            if node.left:
                stack.append(node.left)
        for a, b in zip(order, order[1:] + [None]):
            a.left, a.right = None, b
