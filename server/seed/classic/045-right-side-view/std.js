/**
 * @param {TreeNode} root
 * @return {number[]}
 */
var rightSideView = function(root) {
    const ans = [];
    let level = root ? [root] : [];
    while (level.length) {
        ans.push(level[level.length - 1].val);
        const next = [];
        for (const n of level) {
            if (n.left) next.push(n.left);
            if (n.right) next.push(n.right);
        }
        level = next;
    }
    return ans;
};
