class Solution:
    def numSquares(self, n: int) -> int:
        # 四平方和定理：答案只可能是 1、2、3、4
        def is_square(x: int) -> bool:
            r = math.isqrt(x)
            return r * r == x

        if is_square(n):
            return 1
        i = 1
        while i * i <= n:
            if is_square(n - i * i):
                return 2
            i += 1
        m = n
        while m % 4 == 0:
            m //= 4
        if m % 8 == 7:
            return 4
        return 3
