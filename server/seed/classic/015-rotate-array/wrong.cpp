// forgets k %= n: k larger than the length runs past the array
class Solution {
public:
    void rotate(vector<int>& nums, int k) {
        if (k > (int)nums.size()) k = nums.size();
        reverse(nums.begin(), nums.end());
        reverse(nums.begin(), nums.begin() + k);
        reverse(nums.begin() + k, nums.end());
    }
};
