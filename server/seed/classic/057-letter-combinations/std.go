func letterCombinations(digits string) []string {
    if digits == "" {
        return []string{}
    }
    keys := []string{"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"}
    res := []string{""}
    for _, d := range digits {
        next := []string{}
        for _, s := range res {
            for _, c := range keys[d-'0'] {
                next = append(next, s+string(c))
            }
        }
        res = next
    }
    return res
}
