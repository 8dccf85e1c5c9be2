/**
 * @param {number[][]} grid
 * @return {number}
 */
var orangesRotting = function(grid) {
    const m = grid.length, n = grid[0].length;
    let fresh = 0;
    let rotten = [];
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (grid[i][j] === 2) rotten.push([i, j]);
            else if (grid[i][j] === 1) fresh++;
        }
    }
    let minutes = 0;
    while (rotten.length && fresh) {
        minutes++;
        const next = [];
        for (const [x, y] of rotten) {
            for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]]) {
                if (nx >= 0 && ny >= 0 && nx < m && ny < n && grid[nx][ny] === 1) {
                    grid[nx][ny] = 2;
                    fresh--;
                    next.push([nx, ny]);
                }
            }
        }
        rotten = next;
    }
    return fresh ? -1 : minutes;
};
