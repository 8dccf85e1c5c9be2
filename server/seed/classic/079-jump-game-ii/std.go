func jump(nums []int) int {
    steps, end, farthest := 0, 0, 0
    for i := 0; i+1 < len(nums); i++ {
        if i+nums[i] > farthest {
            farthest = i + nums[i]
        }
        if i == end {
            steps++
            end = farthest
        }
    }
    return steps
}
