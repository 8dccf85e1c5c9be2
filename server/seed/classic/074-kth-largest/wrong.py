# 先去重再排序：有相同分数时排名错了
class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        vals = sorted(set(nums), reverse=True)
        return vals[min(k, len(vals)) - 1]
