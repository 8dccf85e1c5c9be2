func longestPalindrome(s string) string {
    start, best := 0, 1
    expand := func(l, r int) {
        for l >= 0 && r < len(s) && s[l] == s[r] {
            l--
            r++
        }
        if r-l-1 > best {
            start, best = l+1, r-l-1
        }
    }
    for i := range s {
        expand(i, i)
        expand(i, i+1)
    }
    return s[start : start+best]
}
