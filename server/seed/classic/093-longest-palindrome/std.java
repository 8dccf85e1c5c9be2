class Solution {
    public String longestPalindrome(String s) {
        int n = s.length(), start = 0, best = 1;
        boolean[][] dp = new boolean[n][n];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = i; j < n; j++) {
                dp[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 2 || dp[i + 1][j - 1]);
                if (dp[i][j] && j - i + 1 > best) {
                    best = j - i + 1;
                    start = i;
                }
            }
        }
        return s.substring(start, start + best);
    }
}
