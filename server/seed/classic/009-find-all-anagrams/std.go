func findAnagrams(s string, p string) []int {
    ans := []int{}
    n, m := len(s), len(p)
    if m > n {
        return ans
    }
    var need, have [26]int
    for i := 0; i < m; i++ {
        need[p[i]-'a']++
    }
    for i := 0; i < n; i++ {
        have[s[i]-'a']++
        if i >= m {
            have[s[i-m]-'a']--
        }
        if i >= m-1 && have == need {
            ans = append(ans, i-m+1)
        }
    }
    return ans
}
