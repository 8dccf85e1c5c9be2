// counts edges instead of nodes
class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (!root || (!root->left && !root->right)) return 0;
        return 1 + max(maxDepth(root->left), maxDepth(root->right));
    }
};
