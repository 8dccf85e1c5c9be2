class Solution:
    def generateParenthesis(self, n: int) -> List[str]:
        # 第一个 '(' 与它配对的 ')' 把串分成 (A)B，A 有 k 对，B 有 n-1-k 对
        @cache
        def gen(m: int) -> List[str]:
            if m == 0:
                return ['']
            return ['(' + a + ')' + b for k in range(m) for a in gen(k) for b in gen(m - 1 - k)]

        return gen(n)
