// 右端点用 "最后一个 <= target" 时写反了比较，返回的是第一个大于 target 的下标
func searchRange(nums []int, target int) []int {
    l := sort.SearchInts(nums, target)
    if l == len(nums) || nums[l] != target {
        return []int{-1, -1}
    }
    r := sort.SearchInts(nums, target+1)
    return []int{l, r}
}
