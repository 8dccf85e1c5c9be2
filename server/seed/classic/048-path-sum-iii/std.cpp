class Solution {
    unordered_map<long long, int> seen;
    int count(TreeNode* node, long long sum, int target) {
        if (!node) return 0;
        sum += node->val;
        int res = seen.count(sum - target) ? seen[sum - target] : 0;
        seen[sum]++;
        res += count(node->left, sum, target) + count(node->right, sum, target);
        seen[sum]--;
        return res;
    }
public:
    int pathSum(TreeNode* root, int targetSum) {
        seen[0] = 1;
        return count(root, 0, targetSum);
    }
};
