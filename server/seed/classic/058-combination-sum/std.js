/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum = function(candidates, target) {
    const res = [];
    const path = [];
    const dfs = (start, left) => {
        if (left === 0) {
            res.push([...path]);
            return;
        }
        for (let i = start; i < candidates.length; i++) {
            if (candidates[i] > left) continue;
            path.push(candidates[i]);
            dfs(i, left - candidates[i]);
            path.pop();
        }
    };
    dfs(0, target);
    return res;
};
