func minPathSum(grid [][]int) int {
    m, n := len(grid), len(grid[0])
    for i := 0; i < m; i++ {
        for j := 0; j < n; j++ {
            switch {
            case i == 0 && j == 0:
            case i == 0:
                grid[i][j] += grid[i][j-1]
            case j == 0:
                grid[i][j] += grid[i-1][j]
            default:
                if grid[i-1][j] < grid[i][j-1] {
                    grid[i][j] += grid[i-1][j]
                } else {
                    grid[i][j] += grid[i][j-1]
                }
            }
        }
    }
    return grid[m-1][n-1]
}
