// 只用一个变量记最小值：最小值被弹出后没法恢复成之前的最小值
class MinStack {
    stack<int> st;
    int mn = INT_MAX;

public:
    MinStack() {}

    void push(int val) {
        st.push(val);
        mn = min(mn, val);
    }

    void pop() {
        st.pop();
        if (st.empty()) mn = INT_MAX;
    }

    int top() {
        return st.top();
    }

    int getMin() {
        return mn;
    }
};
