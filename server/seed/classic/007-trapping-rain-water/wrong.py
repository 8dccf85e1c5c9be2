# walks to both ends for every bar: O(n^2) Python steps, far too slow at n = 2 * 10^4
class Solution:
    def trap(self, height: List[int]) -> int:
        n = len(height)
        water = 0
        for i in range(n):
            left = 0
            for j in range(i + 1):
                if height[j] > left:
                    left = height[j]
            right = 0
            for j in range(i, n):
                if height[j] > right:
                    right = height[j]
            water += min(left, right) - height[i]
        return water
