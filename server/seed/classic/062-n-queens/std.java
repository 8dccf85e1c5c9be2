class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> res = new ArrayList<>();
        int[] queens = new int[n];
        dfs(n, 0, queens, new boolean[n], new boolean[2 * n], new boolean[2 * n], res);
        return res;
    }

    private void dfs(int n, int r, int[] queens, boolean[] col, boolean[] d1, boolean[] d2, List<List<String>> res) {
        if (r == n) {
            List<String> board = new ArrayList<>();
            for (int q : queens) {
                char[] row = new char[n];
                Arrays.fill(row, '.');
                row[q] = 'Q';
                board.add(new String(row));
            }
            res.add(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (col[c] || d1[r + c] || d2[r - c + n]) continue;
            col[c] = d1[r + c] = d2[r - c + n] = true;
            queens[r] = c;
            dfs(n, r + 1, queens, col, d1, d2, res);
            col[c] = d1[r + c] = d2[r - c + n] = false;
        }
    }
}
