func subarraySum(nums []int, k int) int {
    seen := map[int]int{0: 1}
    sum, count := 0, 0
    for _, x := range nums {
        sum += x
        count += seen[sum-k]
        seen[sum]++
    }
    return count
}
