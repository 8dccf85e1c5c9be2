/**
 * @param {TreeNode} root
 * @return {boolean}
 */
var isSymmetric = function(root) {
    const queue = [root.left, root.right];
    for (let i = 0; i < queue.length; i += 2) {
        const a = queue[i], b = queue[i + 1];
        if (!a && !b) continue;
        if (!a || !b || a.val !== b.val) return false;
        queue.push(a.left, b.right, a.right, b.left);
    }
    return true;
};
