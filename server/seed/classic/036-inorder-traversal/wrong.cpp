// preorder: visits the node before its left subtree
class Solution {
    void walk(TreeNode* node, vector<int>& ans) {
        if (!node) return;
        ans.push_back(node->val);
        walk(node->left, ans);
        walk(node->right, ans);
    }
public:
    vector<int> inorderTraversal(TreeNode* root) {
        vector<int> ans;
        walk(root, ans);
        return ans;
    }
};
