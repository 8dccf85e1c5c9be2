/**
 * @param {number[]} height
 * @return {number}
 */
var trap = function(height) {
    let l = 0, r = height.length - 1, lmax = 0, rmax = 0, water = 0;
    while (l < r) {
        lmax = Math.max(lmax, height[l]);
        rmax = Math.max(rmax, height[r]);
        if (lmax < rmax) water += lmax - height[l++];
        else water += rmax - height[r--];
    }
    return water;
};
