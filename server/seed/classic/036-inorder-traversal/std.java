class Solution {
    public List<Integer> inorderTraversal(TreeNode root) {
        List<Integer> ans = new ArrayList<>();
        walk(root, ans);
        return ans;
    }

    private void walk(TreeNode node, List<Integer> ans) {
        if (node == null) return;
        walk(node.left, ans);
        ans.add(node.val);
        walk(node.right, ans);
    }
}
