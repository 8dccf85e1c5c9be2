// 贪心：每次取不超过剩余值的最大平方数。12 = 9+1+1+1 得 4，正确答案是 4+4+4 = 3
class Solution {
public:
    int numSquares(int n) {
        int cnt = 0;
        while (n > 0) {
            int r = sqrt(n);
            n -= r * r;
            cnt++;
        }
        return cnt;
    }
};
