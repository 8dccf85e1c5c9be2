class Solution {
public:
    vector<vector<int>> transpose(vector<vector<int>>& matrix) {
        vector<vector<int>> t(matrix[0].size(), vector<int>(matrix.size()));
        for (size_t i = 0; i < matrix.size(); i++)
            for (size_t j = 0; j < matrix[0].size(); j++) t[j][i] = matrix[i][j];
        return t;
    }
};
