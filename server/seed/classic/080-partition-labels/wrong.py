# 只看当前字母的最后位置，没有把区间内其他字母的最后位置合并进来
class Solution:
    def partitionLabels(self, s: str) -> List[int]:
        res = []
        i = 0
        while i < len(s):
            end = s.rfind(s[i])
            res.append(end - i + 1)
            i = end + 1
        return res
