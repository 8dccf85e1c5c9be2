// keeps the running maximum but never lets it leave the window
func maxSlidingWindow(nums []int, k int) []int {
    ans := []int{}
    best := nums[0]
    for i, x := range nums {
        if x > best {
            best = x
        }
        if i >= k-1 {
            ans = append(ans, best)
        }
    }
    return ans
}
