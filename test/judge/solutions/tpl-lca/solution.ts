function lowestCommonAncestor(root: TreeNode | null, p: TreeNode | null, q: TreeNode | null): TreeNode | null {
    if (!root || root === p || root === q) return root;
    const l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q);
    return l && r ? root : (l ?? r);
}
