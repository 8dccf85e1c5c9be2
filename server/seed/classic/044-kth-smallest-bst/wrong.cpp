// preorder instead of inorder
class Solution {
public:
    int kthSmallest(TreeNode* root, int k) {
        stack<TreeNode*> st;
        st.push(root);
        while (!st.empty()) {
            TreeNode* node = st.top();
            st.pop();
            if (--k == 0) return node->val;
            if (node->right) st.push(node->right);
            if (node->left) st.push(node->left);
        }
        return -1;
    }
};
