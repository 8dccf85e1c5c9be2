func solveNQueens(n int) [][]string {
    res := [][]string{}
    queens := make([]int, n)
    col, d1, d2 := make([]bool, n), make([]bool, 2*n), make([]bool, 2*n)
    var dfs func(r int)
    dfs = func(r int) {
        if r == n {
            board := make([]string, n)
            for i, c := range queens {
                row := []byte(strings.Repeat(".", n))
                row[c] = 'Q'
                board[i] = string(row)
            }
            res = append(res, board)
            return
        }
        for c := 0; c < n; c++ {
            if col[c] || d1[r+c] || d2[r-c+n] {
                continue
            }
            col[c], d1[r+c], d2[r-c+n] = true, true, true
            queens[r] = c
            dfs(r + 1)
            col[c], d1[r+c], d2[r-c+n] = false, false, false
        }
    }
    dfs(0)
    return res
}
