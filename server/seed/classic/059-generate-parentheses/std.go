func generateParenthesis(n int) []string {
    res := []string{}
    var dfs func(cur string, open, close int)
    dfs = func(cur string, open, close int) {
        if len(cur) == 2*n {
            res = append(res, cur)
            return
        }
        if open < n {
            dfs(cur+"(", open+1, close)
        }
        if close < open {
            dfs(cur+")", open, close+1)
        }
    }
    dfs("", 0, 0)
    return res
}
