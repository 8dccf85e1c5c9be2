function rotate(matrix: number[][]): void {
    const n = matrix.length;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) [matrix[i][j], matrix[j][i]] = [matrix[j][i], matrix[i][j]];
    matrix.forEach((row) => row.reverse());
}
