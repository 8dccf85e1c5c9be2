function transpose(matrix: number[][]): number[][] {
    return matrix[0].map((_, j) => matrix.map((row) => row[j]));
}
