// 贪心：每一步往右和往下中较小的那格走，局部最优不等于全局最优
class Solution {
    public int minPathSum(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        int i = 0, j = 0, sum = grid[0][0];
        while (i < m - 1 || j < n - 1) {
            if (i == m - 1) j++;
            else if (j == n - 1) i++;
            else if (grid[i + 1][j] < grid[i][j + 1]) i++;
            else j++;
            sum += grid[i][j];
        }
        return sum;
    }
}
