class MinStack {
    stack<int> st, mins;  // mins 的栈顶是当前最小值

public:
    MinStack() {}

    void push(int val) {
        st.push(val);
        mins.push(mins.empty() ? val : min(val, mins.top()));
    }

    void pop() {
        st.pop();
        mins.pop();
    }

    int top() {
        return st.top();
    }

    int getMin() {
        return mins.top();
    }
};
