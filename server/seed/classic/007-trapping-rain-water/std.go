func trap(height []int) int {
    l, r := 0, len(height)-1
    lmax, rmax, water := 0, 0, 0
    for l < r {
        if height[l] > lmax {
            lmax = height[l]
        }
        if height[r] > rmax {
            rmax = height[r]
        }
        if lmax < rmax {
            water += lmax - height[l]
            l++
        } else {
            water += rmax - height[r]
            r--
        }
    }
    return water
}
