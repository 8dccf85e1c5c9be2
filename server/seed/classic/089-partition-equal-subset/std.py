class Solution:
    def canPartition(self, nums: List[int]) -> bool:
        total = sum(nums)
        if total % 2:
            return False
        target = total // 2
        # 用整数的二进制位做可达集合：第 j 位为 1 表示能凑出 j
        reach = 1
        for x in nums:
            reach |= reach << x
        return (reach >> target) & 1 == 1
