func partitionLabels(s string) []int {
    last := [26]int{}
    for i := range s {
        last[s[i]-'a'] = i
    }
    res := []int{}
    start, end := 0, 0
    for i := range s {
        if last[s[i]-'a'] > end {
            end = last[s[i]-'a']
        }
        if i == end {
            res = append(res, end-start+1)
            start = i + 1
        }
    }
    return res
}
