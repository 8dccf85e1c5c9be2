func combinationSum(candidates []int, target int) [][]int {
    res := [][]int{}
    path := []int{}
    var dfs func(start, left int)
    dfs = func(start, left int) {
        if left == 0 {
            res = append(res, append([]int(nil), path...))
            return
        }
        for i := start; i < len(candidates); i++ {
            if candidates[i] <= left {
                path = append(path, candidates[i])
                dfs(i, left-candidates[i])
                path = path[:len(path)-1]
            }
        }
    }
    dfs(0, target)
    return res
}
