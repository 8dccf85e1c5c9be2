/**
 * @param {number[]} preorder
 * @param {number[]} inorder
 * @return {TreeNode}
 */
var buildTree = function(preorder, inorder) {
    const pos = new Map(inorder.map((v, i) => [v, i]));
    let next = 0;
    const build = (lo, hi) => {
        if (lo > hi) return null;
        const root = new TreeNode(preorder[next++]);
        const mid = pos.get(root.val);
        root.left = build(lo, mid - 1);
        root.right = build(mid + 1, hi);
        return root;
    };
    return build(0, inorder.length - 1);
};
