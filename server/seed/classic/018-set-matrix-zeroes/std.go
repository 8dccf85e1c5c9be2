func setZeroes(matrix [][]int) {
    rows := make([]bool, len(matrix))
    cols := make([]bool, len(matrix[0]))
    for i, row := range matrix {
        for j, x := range row {
            if x == 0 {
                rows[i] = true
                cols[j] = true
            }
        }
    }
    for i, row := range matrix {
        for j := range row {
            if rows[i] || cols[j] {
                row[j] = 0
            }
        }
    }
}
