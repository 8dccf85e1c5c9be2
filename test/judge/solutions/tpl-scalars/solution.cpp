class Solution {
public:
    double weightedSum(vector<double>& values, long long weight, bool negate) {
        double s = 0;
        for (double v : values) s += v;
        s *= weight;
        return negate ? -s : s;
    }
};
