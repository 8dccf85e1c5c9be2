# 不带记忆的回溯：对 "aaa…ab" 这种拆不开的输入会尝试指数级多种拆法，超时
class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        words = set(wordDict)

        def can(i: int) -> bool:
            if i == len(s):
                return True
            return any(s[i:j] in words and can(j) for j in range(i + 1, len(s) + 1))

        return can(0)
