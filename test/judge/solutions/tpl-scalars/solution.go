func weightedSum(values []float64, weight int64, negate bool) float64 {
    s := 0.0
    for _, v := range values {
        s += v
    }
    s *= float64(weight)
    if negate {
        return -s
    }
    return s
}
