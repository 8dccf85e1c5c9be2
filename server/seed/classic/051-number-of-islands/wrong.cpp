// 只往右和往下搜：U 形、向左拐的岛会被拆成好几座
class Solution {
public:
    void dfs(vector<vector<char>>& g, int i, int j) {
        if (i >= (int)g.size() || j >= (int)g[0].size() || g[i][j] != '1') return;
        g[i][j] = '0';
        dfs(g, i + 1, j);
        dfs(g, i, j + 1);
    }
    int numIslands(vector<vector<char>>& grid) {
        int count = 0;
        for (int i = 0; i < (int)grid.size(); i++)
            for (int j = 0; j < (int)grid[0].size(); j++)
                if (grid[i][j] == '1') count++, dfs(grid, i, j);
        return count;
    }
};
