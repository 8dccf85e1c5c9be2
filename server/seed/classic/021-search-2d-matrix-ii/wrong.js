// starts from the top-left corner, where both moves go towards larger values
var searchMatrix = function(matrix, target) {
    let i = 0, j = 0;
    while (i < matrix.length && j < matrix[0].length) {
        if (matrix[i][j] === target) return true;
        if (i + 1 < matrix.length && matrix[i + 1][j] <= target) i++;
        else j++;
    }
    return false;
};
