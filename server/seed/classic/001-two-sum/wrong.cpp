// builds the table first, then pairs an element with itself when nums[i] * 2 == target
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> pos;
        for (int i = 0; i < (int)nums.size(); i++) pos[nums[i]] = i;
        for (int i = 0; i < (int)nums.size(); i++) {
            auto it = pos.find(target - nums[i]);
            if (it != pos.end()) return {min(i, it->second), max(i, it->second)};
        }
        return {};
    }
};
