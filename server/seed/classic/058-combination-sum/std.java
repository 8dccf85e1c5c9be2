class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> res = new ArrayList<>();
        Arrays.sort(candidates);
        dfs(candidates, 0, target, new ArrayList<>(), res);
        return res;
    }

    private void dfs(int[] c, int start, int left, List<Integer> path, List<List<Integer>> res) {
        if (left == 0) {
            res.add(new ArrayList<>(path));
            return;
        }
        for (int i = start; i < c.length && c[i] <= left; i++) {
            path.add(c[i]);
            dfs(c, i, left - c[i], path, res);
            path.remove(path.size() - 1);
        }
    }
}
