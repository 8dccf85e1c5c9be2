// counts only paths that start at the root
class Solution {
    int from(TreeNode* node, long long sum, int target) {
        if (!node) return 0;
        sum += node->val;
        return (sum == target) + from(node->left, sum, target) + from(node->right, sum, target);
    }
public:
    int pathSum(TreeNode* root, int targetSum) {
        return from(root, 0, targetSum);
    }
};
