class Solution:
    def longestPalindrome(self, s: str) -> str:
        def expand(l: int, r: int) -> str:
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l -= 1
                r += 1
            return s[l + 1:r]

        best = ''
        for i in range(len(s)):
            for cand in (expand(i, i), expand(i, i + 1)):
                if len(cand) > len(best):
                    best = cand
        return best
