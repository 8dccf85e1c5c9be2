// only considers paths through the root
class Solution {
    int height(TreeNode* node) {
        return node ? 1 + max(height(node->left), height(node->right)) : 0;
    }
public:
    int diameterOfBinaryTree(TreeNode* root) {
        return height(root->left) + height(root->right);
    }
};
