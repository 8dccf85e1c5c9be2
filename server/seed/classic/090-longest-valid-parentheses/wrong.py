# 只从左往右计数一遍：像 "(()" 这种左括号多余的情况永远等不到 l == r
class Solution:
    def longestValidParentheses(self, s: str) -> int:
        best = l = r = 0
        for c in s:
            if c == '(':
                l += 1
            else:
                r += 1
            if l == r:
                best = max(best, 2 * r)
            elif r > l:
                l = r = 0
        return best
