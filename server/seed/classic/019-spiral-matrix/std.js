/**
 * @param {number[][]} matrix
 * @return {number[]}
 */
var spiralOrder = function(matrix) {
    const m = matrix.length, n = matrix[0].length;
    const seen = matrix.map((row) => row.map(() => false));
    const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
    const ans = [];
    let i = 0, j = 0, d = 0;
    for (let k = 0; k < m * n; k++) {
        ans.push(matrix[i][j]);
        seen[i][j] = true;
        const ni = i + dirs[d][0], nj = j + dirs[d][1];
        if (ni < 0 || ni >= m || nj < 0 || nj >= n || seen[ni][nj]) d = (d + 1) % 4;
        i += dirs[d][0];
        j += dirs[d][1];
    }
    return ans;
};
