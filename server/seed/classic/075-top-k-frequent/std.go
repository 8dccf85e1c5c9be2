func topKFrequent(nums []int, k int) []int {
    cnt := map[int]int{}
    for _, x := range nums {
        cnt[x]++
    }
    vals := make([]int, 0, len(cnt))
    for v := range cnt {
        vals = append(vals, v)
    }
    sort.Slice(vals, func(i, j int) bool { return cnt[vals[i]] > cnt[vals[j]] })
    return vals[:k]
}
