# compares the sets of letters in each window, not how many of each
class Solution:
    def findAnagrams(self, s: str, p: str) -> List[int]:
        m = len(p)
        return [i for i in range(len(s) - m + 1) if set(s[i:i + m]) == set(p)]
