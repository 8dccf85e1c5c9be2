class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates.sort()
        res = []
        path = []

        def dfs(start: int, left: int) -> None:
            if left == 0:
                res.append(path[:])
                return
            for i in range(start, len(candidates)):
                if candidates[i] > left:
                    break
                path.append(candidates[i])
                dfs(i, left - candidates[i])
                path.pop()

        dfs(0, target)
        return res
