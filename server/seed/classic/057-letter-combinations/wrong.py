# 把 7 和 9 也当成三个字母：漏了 s 和 z
class Solution:
    def letterCombinations(self, digits: str) -> List[str]:
        if not digits:
            return []
        res = ['']
        for d in digits:
            start = ord('a') + (int(d) - 2) * 3
            letters = ''.join(chr(start + k) for k in range(3))
            res = [s + c for s in res for c in letters]
        return res
