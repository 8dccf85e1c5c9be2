/**
 * @param {number[][]} intervals
 * @return {number[][]}
 */
var merge = function(intervals) {
    intervals.sort((a, b) => a[0] - b[0]);
    const ans = [];
    for (const [start, end] of intervals) {
        if (ans.length && start <= ans[ans.length - 1][1]) ans[ans.length - 1][1] = Math.max(ans[ans.length - 1][1], end);
        else ans.push([start, end]);
    }
    return ans;
};
