// sizes the left part of preorder by the root's index in the whole inorder array
var buildTree = function(preorder, inorder) {
    const build = (pre, ino) => {
        if (!pre.length) return null;
        const root = new TreeNode(pre[0]);
        const mid = inorder.indexOf(pre[0]);
        const leftSize = Math.min(mid, pre.length - 1);
        root.left = build(pre.slice(1, 1 + leftSize), ino);
        root.right = build(pre.slice(1 + leftSize), ino);
        return root;
    };
    return build(preorder, inorder);
};
