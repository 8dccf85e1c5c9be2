function weightedSum(values: number[], weight: number, negate: boolean): number {
    const s = values.reduce((a, b) => a + b, 0) * weight;
    return negate ? -s : s;
}
