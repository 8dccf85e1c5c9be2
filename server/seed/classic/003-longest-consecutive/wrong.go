// counts upward from every element, not only from run starts: O(n^2) on one long run
func longestConsecutive(nums []int) int {
    s := map[int]bool{}
    for _, x := range nums {
        s[x] = true
    }
    best := 0
    for _, x := range nums {
        y := x
        for s[y+1] {
            y++
        }
        if y-x+1 > best {
            best = y - x + 1
        }
    }
    return best
}
