func permute(nums []int) [][]int {
    res := [][]int{}
    var backtrack func(k int)
    backtrack = func(k int) {
        if k == len(nums) {
            res = append(res, append([]int(nil), nums...))
            return
        }
        for i := k; i < len(nums); i++ {
            nums[k], nums[i] = nums[i], nums[k]
            backtrack(k + 1)
            nums[k], nums[i] = nums[i], nums[k]
        }
    }
    backtrack(0)
    return res
}
