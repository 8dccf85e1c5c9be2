func maxSubArray(nums []int) int {
    cur, best := nums[0], nums[0]
    for _, x := range nums[1:] {
        if cur+x > x {
            cur += x
        } else {
            cur = x
        }
        if cur > best {
            best = cur
        }
    }
    return best
}
