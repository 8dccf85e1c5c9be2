// takes the new interval's end when merging: a contained interval shrinks the merged one
class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        vector<vector<int>> ans;
        for (auto& iv : intervals) {
            if (!ans.empty() && iv[0] <= ans.back()[1]) ans.back()[1] = iv[1];
            else ans.push_back(iv);
        }
        return ans;
    }
};
