class Solution {
    public void sortColors(int[] nums) {
        int[] cnt = new int[3];
        for (int x : nums) cnt[x]++;
        int k = 0;
        for (int c = 0; c < 3; c++)
            for (int t = 0; t < cnt[c]; t++) nums[k++] = c;
    }
}
