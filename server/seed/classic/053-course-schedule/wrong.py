# 只检查了两门课互为先修（长度为 2 的环），更长的环没发现
class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        pairs = {(a, b) for a, b in prerequisites}
        return not any((b, a) in pairs for a, b in prerequisites)
