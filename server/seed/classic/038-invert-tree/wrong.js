// assigns the inverted right subtree first, then inverts the already replaced left one
var invertTree = function(root) {
    if (!root) return null;
    root.left = invertTree(root.right);
    root.right = invertTree(root.left);
    return root;
};
