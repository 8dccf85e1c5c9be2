class Solution:
    def transpose(self, matrix: List[List[int]]) -> List[List[int]]:
        return [list(r) for r in zip(*matrix)]
