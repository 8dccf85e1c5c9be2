func longestCommonPrefix(strs []string) string {
    if len(strs) == 0 {
        return ""
    }
    p := []rune(strs[0])
    for _, s := range strs {
        r := []rune(s)
        k := 0
        for k < len(p) && k < len(r) && p[k] == r[k] {
            k++
        }
        p = p[:k]
    }
    return string(p)
}
