# 先二分定位行时用了 "第一个 >= target 的行"，当 target 落在某行中间时找错了行
class Solution:
    def searchMatrix(self, matrix: List[List[int]], target: int) -> bool:
        lo, hi = 0, len(matrix) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if matrix[mid][0] < target:
                lo = mid + 1
            else:
                hi = mid
        return target in matrix[lo]
