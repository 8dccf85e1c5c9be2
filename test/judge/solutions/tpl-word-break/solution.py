class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        @cache
        def ok(i):
            return i == len(s) or any(s.startswith(w, i) and ok(i + len(w)) for w in wordDict)
        return ok(0)
