func lengthOfLIS(nums []int) int {
    tails := []int{}
    for _, x := range nums {
        k := sort.SearchInts(tails, x)
        if k == len(tails) {
            tails = append(tails, x)
        } else {
            tails[k] = x
        }
    }
    return len(tails)
}
