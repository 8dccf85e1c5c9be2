// 辅助栈只在 val 严格更小时入栈、弹出时与栈顶相等就出栈：重复的最小值弹一次就丢了；
// 另外用 == 比较两个 Integer，超出缓存范围（-128~127）时比较的是引用
class MinStack {
    private final Deque<Integer> stack = new ArrayDeque<>();
    private final Deque<Integer> mins = new ArrayDeque<>();

    public MinStack() {}

    public void push(int val) {
        stack.push(val);
        if (mins.isEmpty() || val < mins.peek()) mins.push(val);
    }

    public void pop() {
        if (stack.pop() == mins.peek()) mins.pop();
    }

    public int top() {
        return stack.peek();
    }

    public int getMin() {
        return mins.peek();
    }
}
