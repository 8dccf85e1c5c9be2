func maxArea(height []int) int {
    i, j, best := 0, len(height)-1, 0
    for i < j {
        h := height[i]
        if height[j] < h {
            h = height[j]
        }
        if (j-i)*h > best {
            best = (j - i) * h
        }
        if height[i] < height[j] {
            i++
        } else {
            j--
        }
    }
    return best
}
