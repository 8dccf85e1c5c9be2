// 用全局最大值减全局最小值，忽略了"先买后卖"的顺序
class Solution {
public:
    int maxProfit(vector<int>& prices) {
        int hi = *max_element(prices.begin(), prices.end());
        int lo = *min_element(prices.begin(), prices.end());
        return hi - lo;
    }
};
