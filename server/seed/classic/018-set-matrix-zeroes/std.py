class Solution:
    def setZeroes(self, matrix: List[List[int]]) -> None:
        """
        Do not return anything, modify matrix in-place instead.
        """
        rows = {i for i, row in enumerate(matrix) for x in row if x == 0}
        cols = {j for row in matrix for j, x in enumerate(row) if x == 0}
        for i, row in enumerate(matrix):
            for j in range(len(row)):
                if i in rows or j in cols:
                    row[j] = 0
