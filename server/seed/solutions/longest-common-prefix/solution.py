class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        p = strs[0] if strs else ""
        for s in strs:
            k = 0
            while k < len(p) and k < len(s) and p[k] == s[k]:
                k += 1
            p = p[:k]
        return p
