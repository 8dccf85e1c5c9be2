// picks the row by the first column, then searches that row only
class Solution {
public:
    bool searchMatrix(vector<vector<int>>& matrix, int target) {
        int row = 0;
        while (row + 1 < (int)matrix.size() && matrix[row + 1][0] <= target) row++;
        return binary_search(matrix[row].begin(), matrix[row].end(), target);
    }
};
