/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function(n) {
    const res = [];
    const queens = [];
    const col = new Array(n).fill(false), d1 = new Array(2 * n).fill(false), d2 = new Array(2 * n).fill(false);
    const dfs = (r) => {
        if (r === n) {
            res.push(queens.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)));
            return;
        }
        for (let c = 0; c < n; c++) {
            if (col[c] || d1[r + c] || d2[r - c + n]) continue;
            col[c] = d1[r + c] = d2[r - c + n] = true;
            queens.push(c);
            dfs(r + 1);
            queens.pop();
            col[c] = d1[r + c] = d2[r - c + n] = false;
        }
    };
    dfs(0);
    return res;
};
