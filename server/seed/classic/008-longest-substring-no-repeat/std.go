func lengthOfLongestSubstring(s string) int {
    last := map[byte]int{}
    best, left := 0, 0
    for i := 0; i < len(s); i++ {
        if j, ok := last[s[i]]; ok && j >= left {
            left = j + 1
        }
        last[s[i]] = i
        if i-left+1 > best {
            best = i - left + 1
        }
    }
    return best
}
