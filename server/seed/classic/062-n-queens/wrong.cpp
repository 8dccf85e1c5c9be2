// 只检查了主对角线（r - c），漏了副对角线（r + c）
class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> res;
        vector<string> board(n, string(n, '.'));
        vector<bool> col(n), diag(2 * n);
        function<void(int)> dfs = [&](int r) {
            if (r == n) {
                res.push_back(board);
                return;
            }
            for (int c = 0; c < n; c++) {
                if (col[c] || diag[r - c + n]) continue;
                col[c] = diag[r - c + n] = true;
                board[r][c] = 'Q';
                dfs(r + 1);
                board[r][c] = '.';
                col[c] = diag[r - c + n] = false;
            }
        };
        dfs(0);
        return res;
    }
};
