# 返回"第一个重复出现的数"：它不一定是得票过半的那个
class Solution:
    def majorityElement(self, nums: List[int]) -> int:
        seen = set()
        for x in nums:
            if x in seen:
                return x
            seen.add(x)
        return nums[0]
