class Solution {
public:
    int lengthOfLIS(vector<int>& nums) {
        // tails[k]：长度为 k+1 的递增子序列末尾的最小值
        vector<int> tails;
        for (int x : nums) {
            auto it = lower_bound(tails.begin(), tails.end(), x);
            if (it == tails.end()) tails.push_back(x);
            else *it = x;
        }
        return tails.size();
    }
};
