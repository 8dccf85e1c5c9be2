/**
 * @param {character[][]} grid
 * @return {number}
 */
var numIslands = function(grid) {
    const m = grid.length, n = grid[0].length;
    // 并查集
    const parent = Array.from({ length: m * n }, (_, i) => i);
    const find = (x) => {
        while (parent[x] !== x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    let count = 0;
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (grid[i][j] !== '1') continue;
            count++;
            for (const [x, y] of [[i - 1, j], [i, j - 1]]) {
                if (x < 0 || y < 0 || grid[x][y] !== '1') continue;
                const a = find(i * n + j), b = find(x * n + y);
                if (a !== b) {
                    parent[a] = b;
                    count--;
                }
            }
        }
    }
    return count;
};
