func sortColors(nums []int) {
    lo, i, hi := 0, 0, len(nums)-1
    for i <= hi {
        switch nums[i] {
        case 0:
            nums[i], nums[lo] = nums[lo], nums[i]
            lo++
            i++
        case 2:
            nums[i], nums[hi] = nums[hi], nums[i]
            hi--
        default:
            i++
        }
    }
}
