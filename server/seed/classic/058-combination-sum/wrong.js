// 每层都从下标 0 开始选：同一组合的不同投币顺序被当成了不同组合
var combinationSum = function(candidates, target) {
    const res = [];
    const path = [];
    const dfs = (left) => {
        if (left === 0) {
            res.push([...path]);
            return;
        }
        for (const c of candidates) {
            if (c > left) continue;
            path.push(c);
            dfs(left - c);
            path.pop();
        }
    };
    dfs(target);
    return res;
};
