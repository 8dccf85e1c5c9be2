class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> a[0] - b[0]);
        List<int[]> ans = new ArrayList<>();
        for (int[] iv : intervals) {
            if (!ans.isEmpty() && iv[0] <= ans.get(ans.size() - 1)[1]) {
                int[] last = ans.get(ans.size() - 1);
                last[1] = Math.max(last[1], iv[1]);
            } else {
                ans.add(new int[] {iv[0], iv[1]});
            }
        }
        return ans.toArray(new int[ans.size()][]);
    }
}
