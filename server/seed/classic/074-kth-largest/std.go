func findKthLargest(nums []int, k int) int {
    // 快速选择：三路划分，随机选主元
    target := len(nums) - k
    lo, hi := 0, len(nums)-1
    for {
        pivot := nums[lo+rand.Intn(hi-lo+1)]
        lt, i, gt := lo, lo, hi
        for i <= gt {
            if nums[i] < pivot {
                nums[lt], nums[i] = nums[i], nums[lt]
                lt++
                i++
            } else if nums[i] > pivot {
                nums[i], nums[gt] = nums[gt], nums[i]
                gt--
            } else {
                i++
            }
        }
        if target < lt {
            hi = lt - 1
        } else if target > gt {
            lo = gt + 1
        } else {
            return pivot
        }
    }
}
