// a sliding window: only right for non-negative numbers
class Solution {
public:
    int subarraySum(vector<int>& nums, int k) {
        int left = 0, sum = 0, count = 0;
        for (int right = 0; right < (int)nums.size(); right++) {
            sum += nums[right];
            while (left < right && sum > k) sum -= nums[left++];
            if (sum == k) count++;
        }
        return count;
    }
};
