func groupAnagrams(strs []string) [][]string {
    groups := map[[26]int][]string{}
    for _, s := range strs {
        var key [26]int
        for i := 0; i < len(s); i++ {
            key[s[i]-'a']++
        }
        groups[key] = append(groups[key], s)
    }
    ans := make([][]string, 0, len(groups))
    for _, words := range groups {
        ans = append(ans, words)
    }
    return ans
}
