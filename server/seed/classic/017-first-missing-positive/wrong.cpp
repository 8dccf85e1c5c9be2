// marks seen values in a table of size n but indexes it with nums[i] - 1 unchecked against n + 1
class Solution {
public:
    int firstMissingPositive(vector<int>& nums) {
        int n = nums.size();
        vector<bool> seen(n, false);
        for (int x : nums) if (x > 0 && x < n) seen[x - 1] = true;
        for (int i = 0; i < n; i++) if (!seen[i]) return i + 1;
        return n + 1;
    }
};
