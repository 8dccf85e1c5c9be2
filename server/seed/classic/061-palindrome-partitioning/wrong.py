# 只考虑长度为 1、2、4 的回文段："aba"、"racecar" 这类奇数长度的回文段被漏掉
class Solution:
    def partition(self, s: str) -> List[List[str]]:
        res = []

        def dfs(i: int, path: List[str]) -> None:
            if i == len(s):
                res.append(path)
                return
            dfs(i + 1, path + [s[i]])
            if i + 1 < len(s) and s[i] == s[i + 1]:
                dfs(i + 2, path + [s[i:i + 2]])
            if i + 3 < len(s) and s[i:i + 4] == s[i:i + 4][::-1]:
                dfs(i + 4, path + [s[i:i + 4]])

        dfs(0, [])
        return res
