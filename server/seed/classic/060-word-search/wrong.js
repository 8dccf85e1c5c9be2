// 没有标记已用过的格子：同一个字母被来回使用
var exist = function(board, word) {
    const m = board.length, n = board[0].length;
    const dfs = (i, j, k) => {
        if (i < 0 || j < 0 || i >= m || j >= n || board[i][j] !== word[k]) return false;
        if (k === word.length - 1) return true;
        return dfs(i + 1, j, k + 1) || dfs(i - 1, j, k + 1) || dfs(i, j + 1, k + 1) || dfs(i, j - 1, k + 1);
    };
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (dfs(i, j, 0)) return true;
        }
    }
    return false;
};
