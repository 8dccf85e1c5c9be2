// 弹栈后用被弹出柱子的下标算左边界（应当用新的栈顶），宽度算小了
class Solution {
    public int largestRectangleArea(int[] heights) {
        int n = heights.length, best = 0;
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i <= n; i++) {
            int h = i == n ? 0 : heights[i];
            while (!stack.isEmpty() && heights[stack.peek()] >= h) {
                int j = stack.pop();
                best = Math.max(best, heights[j] * (i - j));
            }
            stack.push(i);
        }
        return best;
    }
}
