# reads the rows in a zigzag ("snake") order instead of a spiral
class Solution:
    def spiralOrder(self, matrix: List[List[int]]) -> List[int]:
        ans = []
        for i, row in enumerate(matrix):
            ans += row if i % 2 == 0 else row[::-1]
        return ans
