/**
 * @param {TreeNode} root
 * @return {number[]}
 */
var inorderTraversal = function(root) {
    const ans = [];
    const walk = (node) => {
        if (!node) return;
        walk(node.left);
        ans.push(node.val);
        walk(node.right);
    };
    walk(root);
    return ans;
};
