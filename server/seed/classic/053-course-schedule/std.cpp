class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> g(numCourses);
        vector<int> indeg(numCourses, 0);
        for (auto& p : prerequisites) {
            g[p[1]].push_back(p[0]);
            indeg[p[0]]++;
        }
        queue<int> q;
        for (int i = 0; i < numCourses; i++)
            if (indeg[i] == 0) q.push(i);
        int learned = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            learned++;
            for (int v : g[u])
                if (--indeg[v] == 0) q.push(v);
        }
        return learned == numCourses;
    }
};
