func uniquePaths(m int, n int) int {
    // 组合数 C(m+n-2, m-1)，边乘边除保证每一步都是整数
    ans := 1
    for x, y := n, 1; y < m; x, y = x+1, y+1 {
        ans = ans * x / y
    }
    return ans
}
