// 用 int 直接按阶乘公式算组合数：中间结果溢出
class Solution {
public:
    int uniquePaths(int m, int n) {
        int top = 1, bottom = 1;
        for (int i = 1; i < m; i++) {
            top *= n - 1 + i;
            bottom *= i;
        }
        return top / bottom;
    }
};
