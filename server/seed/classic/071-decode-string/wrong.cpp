// 只读了一位数字：10[o] 被当成 0[o]（前面的 1 被丢掉）
class Solution {
public:
    string decodeString(string s) {
        stack<pair<string, int>> st;
        string cur;
        int k = 0;
        for (char c : s) {
            if (isdigit(c)) {
                k = c - '0';
            } else if (c == '[') {
                st.push({cur, k});
                cur = "";
                k = 0;
            } else if (c == ']') {
                auto [prev, times] = st.top();
                st.pop();
                string rep;
                for (int i = 0; i < times; i++) rep += cur;
                cur = prev + rep;
            } else {
                cur += c;
            }
        }
        return cur;
    }
};
