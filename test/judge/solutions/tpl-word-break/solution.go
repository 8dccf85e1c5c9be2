func wordBreak(s string, wordDict []string) bool {
	d := map[string]bool{}
	for _, w := range wordDict {
		d[w] = true
	}
	ok := make([]bool, len(s)+1)
	ok[0] = true
	for i := 1; i <= len(s); i++ {
		for j := 0; j < i && !ok[i]; j++ {
			ok[i] = ok[j] && d[s[j:i]]
		}
	}
	return ok[len(s)]
}
