class MedianFinder {
    priority_queue<int> low;                             // 较小的一半，大根堆
    priority_queue<int, vector<int>, greater<int>> high;  // 较大的一半，小根堆

public:
    MedianFinder() {}

    void addNum(int num) {
        low.push(num);
        high.push(low.top());
        low.pop();
        if (high.size() > low.size()) {
            low.push(high.top());
            high.pop();
        }
    }

    double findMedian() {
        if (low.size() > high.size()) return low.top();
        return (low.top() + (double)high.top()) / 2;
    }
};
