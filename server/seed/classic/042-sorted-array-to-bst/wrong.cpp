// a right-leaning chain: a valid BST, but not height-balanced
class Solution {
public:
    TreeNode* sortedArrayToBST(vector<int>& nums) {
        TreeNode* root = nullptr;
        for (int i = (int)nums.size() - 1; i >= 0; i--) root = new TreeNode(nums[i], nullptr, root);
        return root;
    }
};
