class Solution {
    public double weightedSum(double[] values, long weight, boolean negate) {
        double s = 0;
        for (double v : values) s += v;
        s *= weight;
        return negate ? -s : s;
    }
}
