class Solution:
    def weightedSum(self, values: List[float], weight: int, negate: bool) -> float:
        s = sum(values) * weight
        return -s if negate else s
