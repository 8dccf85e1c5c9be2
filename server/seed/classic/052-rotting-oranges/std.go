func orangesRotting(grid [][]int) int {
    m, n := len(grid), len(grid[0])
    fresh := 0
    rotten := [][2]int{}
    for i := 0; i < m; i++ {
        for j := 0; j < n; j++ {
            if grid[i][j] == 2 {
                rotten = append(rotten, [2]int{i, j})
            } else if grid[i][j] == 1 {
                fresh++
            }
        }
    }
    dirs := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
    minutes := 0
    for len(rotten) > 0 && fresh > 0 {
        minutes++
        next := [][2]int{}
        for _, p := range rotten {
            for _, d := range dirs {
                x, y := p[0]+d[0], p[1]+d[1]
                if x >= 0 && y >= 0 && x < m && y < n && grid[x][y] == 1 {
                    grid[x][y] = 2
                    fresh--
                    next = append(next, [2]int{x, y})
                }
            }
        }
        rotten = next
    }
    if fresh > 0 {
        return -1
    }
    return minutes
}
