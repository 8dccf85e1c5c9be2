func transpose(matrix [][]int) [][]int {
    t := make([][]int, len(matrix[0]))
    for j := range t {
        t[j] = make([]int, len(matrix))
        for i := range matrix {
            t[j][i] = matrix[i][j]
        }
    }
    return t
}
