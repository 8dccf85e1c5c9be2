class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        g = [[] for _ in range(numCourses)]
        for a, b in prerequisites:
            g[b].append(a)
        # 0 未访问，1 在当前路径上，2 已确认无环
        state = [0] * numCourses

        def has_cycle(u: int) -> bool:
            state[u] = 1
            for v in g[u]:
                if state[v] == 1 or (state[v] == 0 and has_cycle(v)):
                    return True
            state[u] = 2
            return False

        sys.setrecursionlimit(10000)
        return not any(state[i] == 0 and has_cycle(i) for i in range(numCourses))
