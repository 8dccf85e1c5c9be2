# two pointers on the sorted array, but returns positions in the sorted copy, not the original indices
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        s = sorted(nums)
        i, j = 0, len(s) - 1
        while i < j:
            if s[i] + s[j] == target:
                return [i, j]
            if s[i] + s[j] < target:
                i += 1
            else:
                j -= 1
        return []
