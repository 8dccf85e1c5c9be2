func searchMatrix(matrix [][]int, target int) bool {
    m, n := len(matrix), len(matrix[0])
    lo, hi := 0, m*n-1
    for lo <= hi {
        mid := (lo + hi) / 2
        v := matrix[mid/n][mid%n]
        if v == target {
            return true
        }
        if v < target {
            lo = mid + 1
        } else {
            hi = mid - 1
        }
    }
    return false
}
