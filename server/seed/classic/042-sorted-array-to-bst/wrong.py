# balanced, but the halves are swapped: not a search tree
class Solution:
    def sortedArrayToBST(self, nums: List[int]) -> Optional[TreeNode]:
        def build(lo, hi):
            if lo > hi:
                return None
            mid = (lo + hi) // 2
            return TreeNode(nums[mid], build(mid + 1, hi), build(lo, mid - 1))
        return build(0, len(nums) - 1)
