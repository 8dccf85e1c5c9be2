class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> cnt = new HashMap<>();
        for (int x : nums) cnt.merge(x, 1, Integer::sum);
        // 桶排序：下标为出现次数
        List<Integer>[] buckets = new List[nums.length + 1];
        for (Map.Entry<Integer, Integer> e : cnt.entrySet()) {
            int c = e.getValue();
            if (buckets[c] == null) buckets[c] = new ArrayList<>();
            buckets[c].add(e.getKey());
        }
        int[] res = new int[k];
        int idx = 0;
        for (int c = nums.length; c > 0 && idx < k; c--) {
            if (buckets[c] == null) continue;
            for (int v : buckets[c]) if (idx < k) res[idx++] = v;
        }
        return res;
    }
}
