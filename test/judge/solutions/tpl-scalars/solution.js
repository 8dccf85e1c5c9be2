var weightedSum = function(values, weight, negate) {
    const s = values.reduce((a, b) => a + b, 0) * weight;
    return negate ? -s : s;
};
