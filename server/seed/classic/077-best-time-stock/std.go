func maxProfit(prices []int) int {
    lowest, best := math.MaxInt32, 0
    for _, p := range prices {
        if p < lowest {
            lowest = p
        }
        if p-lowest > best {
            best = p - lowest
        }
    }
    return best
}
