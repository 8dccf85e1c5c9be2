// 统计能配上的括号总对数：把不连续的配对也加在了一起
func longestValidParentheses(s string) int {
    open, pairs := 0, 0
    for i := 0; i < len(s); i++ {
        if s[i] == '(' {
            open++
        } else if open > 0 {
            open--
            pairs++
        }
    }
    return pairs * 2
}
