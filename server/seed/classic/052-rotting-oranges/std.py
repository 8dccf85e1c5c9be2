class Solution:
    def orangesRotting(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        rotten = [(i, j) for i in range(m) for j in range(n) if grid[i][j] == 2]
        fresh = sum(row.count(1) for row in grid)
        minutes = 0
        while rotten and fresh:
            minutes += 1
            nxt = []
            for x, y in rotten:
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if 0 <= nx < m and 0 <= ny < n and grid[nx][ny] == 1:
                        grid[nx][ny] = 2
                        fresh -= 1
                        nxt.append((nx, ny))
            rotten = nxt
        return -1 if fresh else minutes
