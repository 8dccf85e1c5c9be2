class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        cout << "debug: n=" << nums.size() << endl;  // prints never reach the verdict
        printf("more debug\n");
        int k = 0;
        for (int x : nums) if (x != 0) nums[k++] = x;
        while (k < (int)nums.size()) nums[k++] = 0;
    }
};
