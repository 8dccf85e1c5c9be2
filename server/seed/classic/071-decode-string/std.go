func decodeString(s string) string {
    type frame struct {
        prev  string
        times int
    }
    stack := []frame{}
    cur, k := "", 0
    for _, c := range s {
        switch {
        case c >= '0' && c <= '9':
            k = k*10 + int(c-'0')
        case c == '[':
            stack = append(stack, frame{cur, k})
            cur, k = "", 0
        case c == ']':
            top := stack[len(stack)-1]
            stack = stack[:len(stack)-1]
            cur = top.prev + strings.Repeat(cur, top.times)
        default:
            cur += string(c)
        }
    }
    return cur
}
