class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = []
        cols, d1, d2 = set(), set(), set()

        def dfs(r: int) -> None:
            if r == n:
                res.append(['.' * c + 'Q' + '.' * (n - c - 1) for c in queens])
                return
            for c in range(n):
                if c in cols or r + c in d1 or r - c in d2:
                    continue
                cols.add(c); d1.add(r + c); d2.add(r - c)
                queens.append(c)
                dfs(r + 1)
                queens.pop()
                cols.remove(c); d1.remove(r + c); d2.remove(r - c)

        dfs(0)
        return res
