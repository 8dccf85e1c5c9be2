// walks all four sides even when one row or column is left: repeats cells
class Solution {
public:
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        vector<int> ans;
        int top = 0, bottom = matrix.size() - 1, left = 0, right = matrix[0].size() - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) ans.push_back(matrix[top][j]);
            for (int i = top + 1; i <= bottom; i++) ans.push_back(matrix[i][right]);
            for (int j = right - 1; j >= left; j--) ans.push_back(matrix[bottom][j]);
            for (int i = bottom - 1; i > top; i--) ans.push_back(matrix[i][left]);
            top++, bottom--, left++, right--;
        }
        return ans;
    }
};
