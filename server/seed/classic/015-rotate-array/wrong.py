# shifts every element one step, k times, in Python: O(nk) interpreted steps, far too slow
class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        for _ in range(k % n):
            last = nums[n - 1]
            for j in range(n - 1, 0, -1):
                nums[j] = nums[j - 1]
            nums[0] = last
