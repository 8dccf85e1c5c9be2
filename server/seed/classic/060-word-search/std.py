class Solution:
    def exist(self, board: List[List[str]], word: str) -> bool:
        m, n = len(board), len(board[0])
        # 剪枝：字母数量不够直接失败；首字母更少见时反过来搜
        have = Counter(c for row in board for c in row)
        if any(have[c] < k for c, k in Counter(word).items()):
            return False
        if have[word[0]] > have[word[-1]]:
            word = word[::-1]

        def dfs(i: int, j: int, k: int) -> bool:
            if board[i][j] != word[k]:
                return False
            if k == len(word) - 1:
                return True
            board[i][j] = '#'
            for x, y in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if 0 <= x < m and 0 <= y < n and dfs(x, y, k + 1):
                    board[i][j] = word[k]
                    return True
            board[i][j] = word[k]
            return False

        return any(dfs(i, j, 0) for i in range(m) for j in range(n))
