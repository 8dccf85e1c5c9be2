# 只数每种括号的个数：能识破 "((" 却识不破 "([)]"
class Solution:
    def isValid(self, s: str) -> bool:
        for a, b in ('()', '[]', '{}'):
            depth = 0
            for c in s:
                if c == a:
                    depth += 1
                elif c == b:
                    depth -= 1
                    if depth < 0:
                        return False
            if depth:
                return False
        return True
