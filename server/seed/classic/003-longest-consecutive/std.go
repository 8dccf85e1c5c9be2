func longestConsecutive(nums []int) int {
    s := make(map[int]bool, len(nums))
    for _, x := range nums {
        s[x] = true
    }
    best := 0
    for x := range s {
        if s[x-1] {
            continue
        }
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
