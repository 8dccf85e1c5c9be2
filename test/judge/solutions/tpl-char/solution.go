func findTheDifference(s string, t string) byte {
	var x byte
	for i := range s {
		x ^= s[i]
	}
	for i := range t {
		x ^= t[i]
	}
	return x
}
