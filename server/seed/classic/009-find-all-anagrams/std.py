class Solution:
    def findAnagrams(self, s: str, p: str) -> List[int]:
        m = len(p)
        need = Counter(p)
        have = Counter(s[:m - 1])
        ans = []
        for i in range(m - 1, len(s)):
            have[s[i]] += 1
            if have == need:
                ans.append(i - m + 1)
            have[s[i - m + 1]] -= 1
        return ans
