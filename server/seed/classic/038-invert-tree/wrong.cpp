// swaps the root's children only
class Solution {
public:
    TreeNode* invertTree(TreeNode* root) {
        if (root) swap(root->left, root->right);
        return root;
    }
};
