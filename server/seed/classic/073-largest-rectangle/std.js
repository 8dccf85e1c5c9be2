/**
 * @param {number[]} heights
 * @return {number}
 */
var largestRectangleArea = function(heights) {
    const n = heights.length;
    const stack = [];
    let best = 0;
    for (let i = 0; i <= n; i++) {
        const h = i === n ? 0 : heights[i];
        while (stack.length && heights[stack[stack.length - 1]] >= h) {
            const height = heights[stack.pop()];
            const left = stack.length ? stack[stack.length - 1] : -1;
            best = Math.max(best, height * (i - left - 1));
        }
        stack.push(i);
    }
    return best;
};
