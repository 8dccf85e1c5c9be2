// builds the right subtree before the left one: preorder values land in the wrong places
class Solution {
    unordered_map<int, int> pos;
    int next = 0;
    TreeNode* build(vector<int>& preorder, int lo, int hi) {
        if (lo > hi) return nullptr;
        TreeNode* root = new TreeNode(preorder[next++]);
        int mid = pos[root->val];
        root->right = build(preorder, mid + 1, hi);
        root->left = build(preorder, lo, mid - 1);
        return root;
    }
public:
    TreeNode* buildTree(vector<int>& preorder, vector<int>& inorder) {
        for (int i = 0; i < (int)inorder.size(); i++) pos[inorder[i]] = i;
        return build(preorder, 0, (int)inorder.size() - 1);
    }
};
