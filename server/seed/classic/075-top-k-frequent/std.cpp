class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> cnt;
        for (int x : nums) cnt[x]++;
        // 小根堆按次数保留 k 个
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;
        for (auto& [v, c] : cnt) {
            heap.push({c, v});
            if ((int)heap.size() > k) heap.pop();
        }
        vector<int> res;
        while (!heap.empty()) res.push_back(heap.top().second), heap.pop();
        return res;
    }
};
