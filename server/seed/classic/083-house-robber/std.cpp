class Solution {
public:
    int rob(vector<int>& nums) {
        int take = 0, skip = 0;
        for (int x : nums) {
            int t = skip + x;
            skip = max(skip, take);
            take = t;
        }
        return max(take, skip);
    }
};
