// 偶数个时用整数除法求平均，丢了 .5
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> all(nums1);
        all.insert(all.end(), nums2.begin(), nums2.end());
        sort(all.begin(), all.end());
        int n = all.size();
        if (n % 2 == 1) return all[n / 2];
        return (all[n / 2 - 1] + all[n / 2]) / 2;
    }
};
