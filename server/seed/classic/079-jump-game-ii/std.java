class Solution {
    public int jump(int[] nums) {
        int steps = 0, end = 0, farthest = 0;
        for (int i = 0; i + 1 < nums.length; i++) {
            farthest = Math.max(farthest, i + nums[i]);
            if (i == end) {
                steps++;
                end = farthest;
            }
        }
        return steps;
    }
}
