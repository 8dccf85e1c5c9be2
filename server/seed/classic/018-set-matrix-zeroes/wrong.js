// uses the first row and column as markers but forgets whether they held a zero themselves
var setZeroes = function(matrix) {
    const m = matrix.length, n = matrix[0].length;
    for (let i = 0; i < m; i++)
        for (let j = 0; j < n; j++)
            if (matrix[i][j] === 0) matrix[i][0] = matrix[0][j] = 0;
    for (let i = 1; i < m; i++)
        for (let j = 1; j < n; j++)
            if (matrix[i][0] === 0 || matrix[0][j] === 0) matrix[i][j] = 0;
};
