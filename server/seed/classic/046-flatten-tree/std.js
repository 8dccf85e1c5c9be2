/**
 * @param {TreeNode} root
 * @return {void} Do not return anything, modify root in-place instead.
 */
var flatten = function(root) {
    for (let cur = root; cur; cur = cur.right) {
        if (!cur.left) continue;
        let pre = cur.left;
        while (pre.right) pre = pre.right;
        pre.right = cur.right;
        cur.right = cur.left;
        cur.left = null;
    }
};
