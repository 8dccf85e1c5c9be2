class Solution {
    public void moveZeroes(int[] nums) {
        System.out.println("debug: " + Arrays.toString(nums));
        int k = 0;
        for (int x : nums) if (x != 0) nums[k++] = x;
        while (k < nums.length) nums[k++] = 0;
    }
}
