class Solution {
public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        vector<vector<int>> res;
        vector<int> path;
        dfs(candidates, 0, target, path, res);
        return res;
    }

    void dfs(vector<int>& c, int start, int left, vector<int>& path, vector<vector<int>>& res) {
        if (left == 0) {
            res.push_back(path);
            return;
        }
        for (int i = start; i < (int)c.size() && c[i] <= left; i++) {
            path.push_back(c[i]);
            dfs(c, i, left - c[i], path, res);  // 还能继续用 c[i]
            path.pop_back();
        }
    }
};
