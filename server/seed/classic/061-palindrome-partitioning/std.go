func partition(s string) [][]string {
    res := [][]string{}
    path := []string{}
    isPal := func(i, j int) bool {
        for i < j {
            if s[i] != s[j] {
                return false
            }
            i++
            j--
        }
        return true
    }
    var dfs func(i int)
    dfs = func(i int) {
        if i == len(s) {
            res = append(res, append([]string(nil), path...))
            return
        }
        for j := i; j < len(s); j++ {
            if isPal(i, j) {
                path = append(path, s[i:j+1])
                dfs(j + 1)
                path = path[:len(path)-1]
            }
        }
    }
    dfs(0)
    return res
}
