func merge(intervals [][]int) [][]int {
    sort.Slice(intervals, func(i, j int) bool { return intervals[i][0] < intervals[j][0] })
    ans := [][]int{}
    for _, iv := range intervals {
        if len(ans) > 0 && iv[0] <= ans[len(ans)-1][1] {
            if iv[1] > ans[len(ans)-1][1] {
                ans[len(ans)-1][1] = iv[1]
            }
        } else {
            ans = append(ans, []int{iv[0], iv[1]})
        }
    }
    return ans
}
