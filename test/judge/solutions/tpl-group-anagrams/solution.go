func groupAnagrams(strs []string) [][]string {
	m := map[[26]int][]string{}
	for _, s := range strs {
		var k [26]int
		for _, c := range s {
			k[c-'a']++
		}
		m[k] = append(m[k], s)
	}
	res := make([][]string, 0, len(m))
	for _, v := range m {
		res = append(res, v)
	}
	return res
}
