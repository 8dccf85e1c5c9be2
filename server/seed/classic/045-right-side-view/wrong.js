// takes the first node of each level: the left side view
var rightSideView = function(root) {
    const ans = [];
    let level = root ? [root] : [];
    while (level.length) {
        ans.push(level[0].val);
        level = level.flatMap((n) => [n.left, n.right].filter(Boolean));
    }
    return ans;
};
