class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int m = grid.size(), n = grid[0].size(), count = 0;
        auto dfs = [&](auto&& self, int i, int j) -> void {
            if (i < 0 || j < 0 || i >= m || j >= n || grid[i][j] != '1') return;
            grid[i][j] = '0';
            self(self, i + 1, j); self(self, i - 1, j); self(self, i, j + 1); self(self, i, j - 1);
        };
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                if (grid[i][j] == '1') { count++; dfs(dfs, i, j); }
        return count;
    }
};
