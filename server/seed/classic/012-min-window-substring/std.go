func minWindow(s string, t string) string {
    need := [128]int{}
    for i := 0; i < len(t); i++ {
        need[t[i]]++
    }
    missing, left, start, best := len(t), 0, 0, -1
    for right := 0; right < len(s); right++ {
        if need[s[right]] > 0 {
            missing--
        }
        need[s[right]]--
        for missing == 0 {
            if best < 0 || right-left+1 < best {
                best = right - left + 1
                start = left
            }
            need[s[left]]++
            if need[s[left]] > 0 {
                missing++
            }
            left++
        }
    }
    if best < 0 {
        return ""
    }
    return s[start : start+best]
}
