// two pointers, but moves the taller side inward: skips the pairs that hold the most water
class Solution {
public:
    int maxArea(vector<int>& height) {
        int i = 0, j = (int)height.size() - 1, best = 0;
        while (i < j) {
            best = max(best, (j - i) * min(height[i], height[j]));
            if (height[i] > height[j]) i++;
            else j--;
        }
        return best;
    }
};
