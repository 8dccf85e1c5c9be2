class Solution {
    private Map<Long, Integer> seen = new HashMap<>();

    public int pathSum(TreeNode root, int targetSum) {
        seen.put(0L, 1);
        return count(root, 0L, targetSum);
    }

    private int count(TreeNode node, long sum, int target) {
        if (node == null) return 0;
        sum += node.val;
        int res = seen.getOrDefault(sum - target, 0);
        seen.merge(sum, 1, Integer::sum);
        res += count(node.left, sum, target) + count(node.right, sum, target);
        seen.merge(sum, -1, Integer::sum);
        return res;
    }
}
