# 对 nums 重新赋值而不是原地修改：调用方看到的数组没变
class Solution:
    def sortColors(self, nums: List[int]) -> None:
        nums = [0] * nums.count(0) + [1] * nums.count(1) + [2] * nums.count(2)
