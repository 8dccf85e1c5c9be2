func maxProduct(nums []int) int {
    hi, lo, best := nums[0], nums[0], nums[0]
    for _, x := range nums[1:] {
        if x < 0 {
            hi, lo = lo, hi
        }
        hi = maxInt(x, hi*x)
        lo = minInt(x, lo*x)
        best = maxInt(best, hi)
    }
    return best
}

func maxInt(a, b int) int {
    if a > b {
        return a
    }
    return b
}

func minInt(a, b int) int {
    if a < b {
        return a
    }
    return b
}
