class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        List<Integer> ans = new ArrayList<>();
        int top = 0, bottom = matrix.length - 1, left = 0, right = matrix[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) ans.add(matrix[top][j]);
            for (int i = top + 1; i <= bottom; i++) ans.add(matrix[i][right]);
            if (top < bottom && left < right) {
                for (int j = right - 1; j > left; j--) ans.add(matrix[bottom][j]);
                for (int i = bottom; i > top; i--) ans.add(matrix[i][left]);
            }
            top++;
            bottom--;
            left++;
            right--;
        }
        return ans;
    }
}
