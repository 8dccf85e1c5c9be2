func rob(nums []int) int {
    prev, cur := 0, 0
    for _, x := range nums {
        next := cur
        if prev+x > next {
            next = prev + x
        }
        prev, cur = cur, next
    }
    return cur
}
