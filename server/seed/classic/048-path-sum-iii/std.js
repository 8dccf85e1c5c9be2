/**
 * @param {TreeNode} root
 * @param {number} targetSum
 * @return {number}
 */
var pathSum = function(root, targetSum) {
    const seen = new Map([[0, 1]]);
    const count = (node, sum) => {
        if (!node) return 0;
        sum += node.val;
        let res = seen.get(sum - targetSum) || 0;
        seen.set(sum, (seen.get(sum) || 0) + 1);
        res += count(node.left, sum) + count(node.right, sum);
        seen.set(sum, seen.get(sum) - 1);
        return res;
    };
    return count(root, 0);
};
